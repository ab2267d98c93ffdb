import { useEffect, useState } from 'react';
import { afterFirstPaint, hasPainted } from '../lib/first-paint.ts';

/**
 * False until the page's first paint, then true (at once on pages shown later). A part that loads
 * more code waits for it, so that code neither delays the first paint nor adds its download to it.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(hasPainted);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void afterFirstPaint().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
