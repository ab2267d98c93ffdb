/** Images being fetched ahead of their <img>: held here so a collected object cannot drop its request. */
const warming = new Map<string, HTMLImageElement>();

/** Starts a picture's bytes into the browser's image cache, so the <img> showing it later draws at once. No CORS needed. */
export function preloadImage(url: string): void {
  if (warming.has(url)) return;
  const image = new Image();
  image.referrerPolicy = 'no-referrer';
  image.decoding = 'async';
  const settled = () => warming.delete(url);
  image.onload = settled;
  image.onerror = settled;
  warming.set(url, image);
  image.src = url;
}

/** Opens the connection to the picture host while the page's code and JSON still load. */
export function preconnectTo(url: string): void {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return;
  }
  if (origin === location.origin || document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  document.head.append(link);
}
