import { useSyncExternalStore } from 'react';

/**
 * A value the person owns, kept in localStorage under one key and shared with other tabs. What
 * is stored is read through `parse`; a value that no longer reads (edited by hand, written by an
 * older version) gives the fallback. A full or blocked storage keeps the value for this visit.
 */
export function createStoredValue<Value>({ key, parse, fallback }: { key: string; parse: (stored: unknown) => Value | undefined; fallback: Value }) {
  const listeners = new Set<() => void>();
  let cached: Value | undefined;

  const readStored = (): Value => {
    try {
      const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
      return (stored === null ? undefined : parse(stored)) ?? fallback;
    } catch {
      return fallback;
    }
  };

  const get = (): Value => (cached ??= readStored());

  const write = (next: Value) => {
    cached = next;
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the value holds for this visit.
    }
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      cached = undefined;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get,
    write,
    /** The value, re-rendering on every change here or in another tab. */
    useValue: () => useSyncExternalStore(subscribe, get, () => fallback),
    /** For tests: forget the cached copy so the next read comes from storage. */
    forget: () => {
      cached = undefined;
    },
  };
}
