import { useEffect } from 'react';

const TYPING_TARGETS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** A single-key shortcut that never fires while the user types or holds a modifier. */
export function useKeyboardShortcut(key: string, action: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== key || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.target instanceof Element && event.target.closest(TYPING_TARGETS)) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, action]);
}
