import { useEffect } from 'react';
import { preloadImage } from '../lib/warm-picture.ts';

/** Warms the browser's image cache so the next picture shows at once. */
export function usePreloadImage(url: string | undefined) {
  useEffect(() => {
    if (url) preloadImage(url);
  }, [url]);
}
