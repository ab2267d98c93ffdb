import { tabScope } from '../lib/tab-scope.ts';

export interface RequestLogEntry {
  id: number;
  service: string;
  method: string;
  /** Absolute URL with keys masked. */
  url: string;
  headers: Record<string, string>;
  /** Curl fragment that stands for the body, e.g. `-F 'file=@photo.jpg'` or `--data-raw '{...}'`. */
  bodyNote?: string;
  viaProxyTo?: string;
  startedAt: number;
  durationMs?: number;
  status?: number;
  outcome: 'pending' | 'ok' | 'error' | 'aborted';
  errorKind?: string;
}

const MAX_PER_SERVICE = 20;
// The tab's log, per upstream id, and the merged lists handed to components.
const log = tabScope.define(() => ({
  entries: new Map<string, RequestLogEntry[]>(),
  snapshots: new Map<string, { sources: RequestLogEntry[][]; value: RequestLogEntry[] }>(),
}));
const listeners = new Set<() => void>();
let nextId = 1;

function publish(service: string, list: RequestLogEntry[]) {
  log().entries.set(service, list);
  listeners.forEach((listener) => listener());
}

export function logRequestStart(entry: Omit<RequestLogEntry, 'id' | 'outcome' | 'startedAt'>): number {
  const id = nextId++;
  const list = [{ ...entry, id, outcome: 'pending' as const, startedAt: Date.now() }, ...(log().entries.get(entry.service) ?? [])];
  publish(entry.service, list.slice(0, MAX_PER_SERVICE));
  return id;
}

export function logRequestEnd(service: string, id: number, update: Partial<RequestLogEntry>) {
  const list = log().entries.get(service) ?? [];
  publish(
    service,
    list.map((entry) => (entry.id === id ? { ...entry, ...update, durationMs: Date.now() - entry.startedAt } : entry)),
  );
}

/** No entries: one array, so a snapshot of nothing keeps its identity. */
export const NO_REQUESTS: RequestLogEntry[] = [];

/**
 * The log of these services, newest first. The same array comes back while none of their lists
 * changed, so it can be an external store's snapshot.
 */
export function requestLogOf(services: readonly string[]): RequestLogEntry[] {
  const read = () => {
    const merged = services.flatMap((service) => log().entries.get(service) ?? NO_REQUESTS);
    return merged.length === 0 ? NO_REQUESTS : merged;
  };
  return snapshotFor(services.join(','), read);
}

function snapshotFor(key: string, read: () => RequestLogEntry[]) {
  const services = key.split(',');
  const { entries, snapshots } = log();
  const sources = services.map((service) => entries.get(service) ?? NO_REQUESTS);
  const previous = snapshots.get(key);
  if (previous && previous.sources.every((source, index) => source === sources[index])) return previous.value;
  const value = read().sort((a, b) => b.startedAt - a.startedAt || b.id - a.id);
  snapshots.set(key, { sources, value });
  return value;
}

/** Calls the listener on every change of the log; returns the unsubscribe. */
export function subscribeToRequestLog(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
