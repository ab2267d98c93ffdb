import { useSyncExternalStore } from 'react';
import { NO_REQUESTS, requestLogOf, subscribeToRequestLog, type RequestLogEntry } from '../http/request-log.ts';

/** The log of these services, newest first, re-rendering on every request they send or finish. */
export function useRequestLog(services: readonly string[]): RequestLogEntry[] {
  return useSyncExternalStore(
    subscribeToRequestLog,
    () => requestLogOf(services),
    () => NO_REQUESTS,
  );
}
