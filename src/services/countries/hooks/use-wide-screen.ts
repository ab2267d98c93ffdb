import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 640px)';
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True from 640 px wide (Tailwind's `sm`), and where the browser cannot tell. */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
