import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document: a window virtualizer's scrollMargin.
 * Measured after every render on purpose, since notices and filters above it come and go;
 * the 1 px guard ends the loop.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - offset) > 1) setOffset(top);
  });
  return offset;
}
