import { Suspense, use, type ReactNode } from 'react';
import { afterFirstPaint, hasPainted } from '../lib/first-paint.ts';

/** Suspends until the page's first paint (a page shown later has painted already). */
function UntilFirstPaint({ children }: { children: ReactNode }) {
  if (!hasPainted()) use(afterFirstPaint());
  return children;
}

/**
 * `fallback` until the page's first paint and while the code `children` load lazily is on its way:
 * that code neither delays the first paint nor adds its download to it. One Suspense boundary
 * holds both waits, so the fallback is drawn once and stays in place until the children replace it.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <UntilFirstPaint>{children}</UntilFirstPaint>
    </Suspense>
  );
}
