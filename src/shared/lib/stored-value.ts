import { useSyncExternalStore } from 'react';
import { localStore, type LocalKey } from '../storage/web-storage.ts';
import { tabScope } from './tab-scope.ts';

/**
 * A value the person owns, kept in localStorage under one key and shared with other tabs. What
 * is stored is read through `parse`; a value that no longer reads (edited by hand, written by an
 * older version) gives the fallback. A full or blocked storage keeps the value for this visit.
 */
export function createStoredValue<Value>({ key, parse, fallback }: { key: LocalKey; parse: (stored: unknown) => Value | undefined; fallback: Value }) {
  const listeners = new Set<() => void>();
  // The copy read from storage, kept for the tab's life.
  const cache = tabScope.define(() => ({ value: undefined as Value | undefined }));

  const readStored = (): Value => {
    try {
      const stored: unknown = JSON.parse(localStore.read(key) ?? 'null');
      return (stored === null ? undefined : parse(stored)) ?? fallback;
    } catch {
      return fallback;
    }
  };

  const get = (): Value => (cache().value ??= readStored());

  const write = (next: Value) => {
    cache().value = next;
    // Storage full or blocked: the value holds for this visit.
    localStore.write(key, JSON.stringify(next));
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const stopFollowing = localStore.onOtherTabChange(key, () => {
      cache().value = undefined;
      listener();
    });
    return () => {
      listeners.delete(listener);
      stopFollowing();
    };
  };

  return {
    get,
    write,
    /** The value, re-rendering on every change here or in another tab. */
    useValue: () => useSyncExternalStore(subscribe, get, () => fallback),
  };
}
