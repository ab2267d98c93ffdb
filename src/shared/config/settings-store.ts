import { useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from './settings-schema.ts';

export const SETTINGS_STORAGE_KEY = 'dashboard.settings.v1';

const listeners = new Set<() => void>();
let cached: Settings | undefined;

function readStored(): Settings {
  try {
    const raw = globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY);
    if (!raw) return DEFAULT_SETTINGS;
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    // A corrupt or outdated entry must never break the app: fall back to the defaults.
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function getSettings(): Settings {
  cached ??= readStored();
  return cached;
}

function emit() {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

/** Saves already-validated settings. Throws if they do not pass the schema. */
export function saveSettings(next: Settings) {
  const valid = settingsSchema.parse(next);
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(valid));
  emit();
}

export function resetSettings() {
  localStorage.removeItem(SETTINGS_STORAGE_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}
