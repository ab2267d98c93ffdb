import { useSyncExternalStore } from 'react';
import { tabScope } from './tab-scope.ts';

/**
 * A value the person owns, kept in localStorage under one key and shared with other tabs. What
 * is stored is read through `parse`; a value that no longer reads (edited by hand, written by an
 * older version) gives the fallback. A full or blocked storage keeps the value for this visit.
 */
export function createStoredValue<Value>({ key, parse, fallback }: { key: string; parse: (stored: unknown) => Value | undefined; fallback: Value }) {
  const listeners = new Set<() => void>();
  // The copy read from storage, kept for the tab's life.
  const cache = tabScope.define(() => ({ value: undefined as Value | undefined }));

  const readStored = (): Value => {
    try {
      const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
      return (stored === null ? undefined : parse(stored)) ?? fallback;
    } catch {
      return fallback;
    }
  };

  const get = (): Value => (cache().value ??= readStored());

  const write = (next: Value) => {
    cache().value = next;
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
      cache().value = undefined;
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
  };
}
