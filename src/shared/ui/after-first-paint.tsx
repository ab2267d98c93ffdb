import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint.ts';

/**
 * `fallback` until the page's first paint, then `children` under a Suspense boundary with the same
 * fallback: code the children load lazily neither delays the first paint nor adds its download to it.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
