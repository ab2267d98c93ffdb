import { Workbox } from 'workbox-window';
import { workerScriptUrl } from '../../shared/lib/worker-script-url.ts';
import { sessionStore } from '../../shared/storage/web-storage.ts';

/** An app kept open all day still hears of a new deploy: the worker script is checked this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long the page waits for the new version to take over before it reloads to let it. */
const TAKEOVER_WAIT_MS = 3000;
/** Set while a switch the person asked for is under way, so the page after the reload finishes it. */
const SWITCH_REQUESTED_KEY = 'dashboard.update.switching' as const;

/**
 * Asks the waiting worker to take over and reloads once it controls the page. The browser
 * activates it only when the old version has finished answering this page's requests; if that
 * does not happen soon, a reload (which ends them) lets it, and the next page finishes the switch.
 */
async function switchTo(worker: Workbox) {
  if (!(await navigator.serviceWorker.getRegistration())?.waiting) return window.location.reload();
  sessionStore.write(SWITCH_REQUESTED_KEY, '1');
  const switched = () => {
    sessionStore.remove(SWITCH_REQUESTED_KEY);
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', switched, { once: true });
  worker.messageSkipWaiting();
  setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
}

/**
 * Registers the app's service worker (`/sw.js`, from src/sw/sw.ts). When a new deploy's worker is
 * waiting, `onUpdateReady` receives what switches to it. A worker that fails to register or
 * install changes nothing: the app works as it does without one. (A demo build's mock worker
 * left on this origin is replaced by the worker itself: src/sw/sw.ts.)
 */
export async function registerWorker(onUpdateReady: (reload: () => void) => void) {
  const worker = new Workbox(workerScriptUrl('/sw.js'));
  const switchRequested = sessionStore.read(SWITCH_REQUESTED_KEY) !== null;
  sessionStore.remove(SWITCH_REQUESTED_KEY);
  worker.addEventListener('waiting', () => {
    if (switchRequested) void switchTo(worker);
    else onUpdateReady(() => void switchTo(worker));
  });
  const registration = await worker.register().catch(() => undefined);
  // The switch went on after the last page unloaded, perhaps after this page was answered by the
  // old version: one more reload opens the new one.
  if (switchRequested && registration && !registration.waiting) window.location.reload();
  if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
