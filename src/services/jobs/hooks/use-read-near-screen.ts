import { useEffect, useRef } from 'react';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import type { Job } from '../api/schemas.ts';
import { factsQueue } from './use-posting-facts.ts';

/** A posting is read once its row is within half a screen of the viewport: its badges are ready by the time it is seen. */
const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * The rows waiting to come near the screen, with the job each shows, and the one observer that
 * watches them all (made for the first row, let go when none waits): the rows that come near the
 * screen in a frame are queued together, in the list's order.
 */
const nearScreen = tabScope.define(
  () => ({ waiting: new Map<Element, Job>(), observer: undefined as IntersectionObserver | undefined }),
  (rows) => rows.observer?.disconnect(),
);

function nearScreenObserver(): IntersectionObserver {
  const rows = nearScreen();
  rows.observer ??= new IntersectionObserver(
    (entries) => {
      const near: Job[] = [];
      for (const entry of entries) {
        const job = rows.waiting.get(entry.target);
        if (!entry.isIntersecting || !job) continue;
        near.push(job);
        forget(entry.target);
      }
      if (near.length) factsQueue().want(near);
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  return rows.observer;
}

function forget(element: Element) {
  const rows = nearScreen();
  if (!rows.waiting.delete(element)) return;
  rows.observer?.unobserve(element);
  if (rows.waiting.size === 0) {
    rows.observer?.disconnect();
    rows.observer = undefined;
  }
}

/**
 * Has the job's posting read (its language and German requirement) once the element the ref
 * holds comes near the screen; where the browser cannot tell, at once. A long list's rows off
 * screen are never read until someone scrolls to them.
 */
export function useReadNearScreen<T extends Element>(job: Job) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      factsQueue().want([job]);
      return;
    }
    nearScreen().waiting.set(element, job);
    nearScreenObserver().observe(element);
    return () => forget(element);
  }, [job]);
  return ref;
}
