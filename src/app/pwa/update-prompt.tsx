import { useEffect, useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';

/** Demo builds keep their mock worker; every other build registers the app's own. */
const REGISTERS_WORKER = import.meta.env.VITE_MSW !== '1' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * How long after the load the page is left to settle before the worker installs: installing
 * downloads every page's files (about a hundred), which would otherwise share the connection and
 * the main thread with the page's own data requests and their first render.
 */
const SETTLE_MS = 3000;

/** Once the page has loaded and settled, in the browser's idle time (a timer where there is none). */
function afterLoadSettled(run: () => void) {
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: SETTLE_MS }) : setTimeout(run, 0));
  const settle = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

/**
 * Registers the service worker once the page has loaded and settled, and when a new deploy's worker is
 * waiting, offers "Reload" instead of switching code under the person.
 */
export function UpdatePrompt() {
  const [reload, setReload] = useState<() => void>();
  const [later, setLater] = useState(false);

  useEffect(() => {
    if (!REGISTERS_WORKER) return;
    afterLoadSettled(() => {
      void import('./register-worker.ts').then(({ registerWorker }) => registerWorker((next) => setReload(() => next))).catch(() => undefined);
    });
  }, []);

  return (
    <div role="status" className="fixed inset-x-2 bottom-2 z-40 flex justify-center sm:inset-x-auto sm:right-4 sm:bottom-4">
      {reload && !later && (
        <div className="flex items-center gap-3 rounded-lg border border-zinc-300 bg-white px-4 py-3 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
          <span className="min-w-0 flex-1 font-medium">A new version is ready.</span>
          <Button variant="primary" onClick={reload}>
            Reload
          </Button>
          <Button variant="secondary" onClick={() => setLater(true)}>
            Later
          </Button>
        </div>
      )}
    </div>
  );
}
