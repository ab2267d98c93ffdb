import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document: a window virtualizer's scrollMargin.
 * Measured after every render on purpose, since notices and filters above it come and go;
 * the 1 px guard ends the loop.
 *
 * Read in the next animation frame, where the browser lays the page out anyway, rather than in
 * React's commit, where the read forces that layout early and lengthens the commit's task. Until
 * then the margin only widens the range of rows rendered; where rows are drawn does not depend
 * on it.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      if (Math.abs(top - offset) > 1) setOffset(top);
    });
    return () => cancelAnimationFrame(frame);
  });
  return offset;
}
