import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearScreen } from '../../../shared/hooks/use-near-screen.ts';

/**
 * Draws its children once a reader gets within 200 px of them or presses Tab, and keeps them from
 * then on; until then a box of `reserve`'s size holds their place. The Tab press draws them
 * before focus moves, so a keyboard reader's focus never passes over a part not yet drawn. A screen
 * reader's reading cursor moves without scrolling or Tab: the box holds a button, shown to it
 * only, that draws the part and moves focus to it.
 */
export function DrawnNearScreen({ reserve, label, children }: { reserve: string; label: string; children: ReactNode }) {
  const { ref, near } = useNearScreen();
  const tabbed = useTabPressed(near);
  const [asked, setAsked] = useState(false);
  const drawn = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked) drawn.current?.focus();
  }, [asked]);
  if (asked)
    return (
      <div ref={drawn} tabIndex={-1} className="focus:outline-none">
        {children}
      </div>
    );
  if (near || tabbed) return children;
  return (
    <div ref={ref} className={reserve}>
      <button type="button" className="sr-only" onClick={() => setAsked(true)}>
        Show {label}
      </button>
    </div>
  );
}

/** True from the first Tab key press on the page on (listened for only until `done`). */
function useTabPressed(done: boolean): boolean {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (pressed || done) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setPressed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pressed, done]);
  return pressed;
}
