const EVENT = 'coffee:another-requested';
let pending = false;

/**
 * Asks the coffee page for another picture from outside it (the command palette). The request
 * waits for the page when it is not shown yet, and is taken once.
 */
export function requestAnotherPicture() {
  pending = true;
  window.dispatchEvent(new Event(EVENT));
}

/** Takes the request waiting for the page, if any: true once per request. */
export function takeAnotherPictureRequest(): boolean {
  const taken = pending;
  pending = false;
  return taken;
}

/** Calls the listener on every request made from outside the page; returns the unsubscribe. */
export function onAnotherPictureRequest(listener: () => void) {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
