import { useEffect, useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';

/** Demo builds keep their mock worker; every other build registers the app's own. */
const REGISTERS_WORKER = import.meta.env.VITE_MSW !== '1' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** After the page has loaded, so the worker's downloads never compete with the first paint. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') setTimeout(run, 0);
  else window.addEventListener('load', () => setTimeout(run, 0), { once: true });
}

/**
 * Registers the service worker once the page has loaded, and when a new deploy's worker is
 * waiting, offers "Reload" instead of switching code under the person.
 */
export function UpdatePrompt() {
  const [reload, setReload] = useState<() => void>();
  const [later, setLater] = useState(false);

  useEffect(() => {
    if (!REGISTERS_WORKER) return;
    afterLoad(() => {
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
