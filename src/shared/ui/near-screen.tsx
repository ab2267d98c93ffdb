import type { ReactNode } from 'react';
import { useNearScreen } from '../hooks/use-near-screen.ts';

/**
 * Draws its children once a reader gets within 200 px of them, and keeps them from then on: a
 * part further down a page (a chart, a calculator) costs the page's first seconds nothing. Until
 * then an empty box of `reserve`'s size holds its place, so nothing moves when it arrives.
 */
export function NearScreen({ reserve, children }: { reserve: string; children: ReactNode }) {
  const { ref, near } = useNearScreen();
  return near ? children : <div ref={ref} aria-hidden="true" className={reserve} />;
}
