import { useEffect, useState, type ReactNode } from 'react';
import { useNearScreen } from '../../../shared/hooks/use-near-screen.ts';

/**
 * Draws its children once a reader gets within 200 px of them or presses Tab, and keeps them from
 * then on; until then an empty box of `reserve`'s size holds their place. The Tab press draws them
 * before focus moves, so a keyboard reader's focus never passes over a part not yet drawn.
 */
export function DrawnNearScreen({ reserve, children }: { reserve: string; children: ReactNode }) {
  const { ref, near } = useNearScreen();
  const tabbed = useTabPressed(near);
  return near || tabbed ? children : <div ref={ref} aria-hidden="true" className={reserve} />;
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
