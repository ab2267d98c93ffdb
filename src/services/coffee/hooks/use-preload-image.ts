import { useEffect } from 'react';

/** Warms the browser's image cache so the next picture shows at once. No CORS needed for <img>. */
export function usePreloadImage(url: string | undefined) {
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.decoding = 'async';
    image.src = url;
  }, [url]);
}
