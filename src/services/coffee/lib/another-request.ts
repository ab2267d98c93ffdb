import { useEffect } from 'react';

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

export function useAnotherPictureRequests(another: () => void) {
  useEffect(() => {
    const take = () => {
      if (!pending) return;
      pending = false;
      another();
    };
    take();
    window.addEventListener(EVENT, take);
    return () => window.removeEventListener(EVENT, take);
  }, [another]);
}
