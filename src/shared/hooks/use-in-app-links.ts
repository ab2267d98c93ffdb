import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for a container of many plain `<a href>` links to this app's pages: a plain
 * left click navigates inside the app, as react-router's Link does, while a modified or middle
 * click (new tab, new window) is left to the browser. A long list renders its links as plain
 * anchors with this, instead of one Link (and its hooks) per row.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor) || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}
