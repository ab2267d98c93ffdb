/**
 * The in-app address a mouse press on a link will open in this tab, when the press is on a link
 * to another page: a primary-button press without a modifier key, on a same-origin link with no
 * other target and no download. The click follows the press by the time it takes to release the
 * button, so a page's data can be on its way by then. Touch presses are left out: a finger that
 * lands on a link is as often starting a scroll.
 */
export function pressedPageLink(
  event: Pick<PointerEvent, 'button' | 'pointerType' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
  shownPathname: string,
): string | undefined {
  if (event.button !== 0 || event.pointerType === 'touch') return undefined;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target !== '' && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname === shownPathname) return undefined;
  return `${url.pathname}${url.search}`;
}

/**
 * Starts the loader of the page a pressed link opens (see `pressedPageLink`); the navigation that
 * follows joins the request in flight. Returns the listener's removal.
 */
export function startLoaderOnPress(shownPathname: () => string, start: (path: string) => void): () => void {
  const onPress = (event: PointerEvent) => {
    const path = pressedPageLink(event, shownPathname());
    if (path !== undefined) start(path);
  };
  document.addEventListener('pointerdown', onPress, { capture: true, passive: true });
  return () => document.removeEventListener('pointerdown', onPress, { capture: true });
}
