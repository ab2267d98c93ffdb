import type { SettingField } from '../registry/descriptor.ts';
import { readField, type SettingValue } from './setting-fields.ts';
import { buildConfig } from './env.ts';
import { baseUrlSchema } from './settings-schema.ts';
import { tabScope } from '../lib/tab-scope.ts';
import { localStore } from '../storage/web-storage.ts';

const SETTINGS_STORAGE_KEY = 'dashboard.settings.v1' as const;

/** What /settings keeps: base URL overrides by upstream id, and each slice's fields by key. */
export interface StoredSettings {
  baseUrls: Record<string, string>;
  values: Record<string, unknown>;
}

const EMPTY: StoredSettings = { baseUrls: {}, values: {} };
/** Upstream ids as earlier builds stored them. */
const RENAMED_UPSTREAMS: Record<string, string> = { bpiFallback: 'bpi-fallback' };

const listeners = new Set<() => void>();
// The copy read from storage, kept for the tab's life.
const cache = tabScope.define(() => ({ value: undefined as StoredSettings | undefined }));

/** Reads leniently: an invalid entry is dropped alone, and a corrupt store never breaks the app. */
function readStored(): StoredSettings {
  try {
    const raw = localStore.read(SETTINGS_STORAGE_KEY);
    if (!raw) return EMPTY;
    const { baseUrls, ...values } = JSON.parse(raw) as { baseUrls?: Record<string, unknown> } & Record<string, unknown>;
    const urls: Record<string, string> = {};
    for (const [storedId, url] of Object.entries(baseUrls ?? {})) {
      const id = RENAMED_UPSTREAMS[storedId] ?? storedId;
      const parsed = baseUrlSchema(buildConfig.upstreams[id]?.protocol).safeParse(url);
      if (parsed.success) urls[id] = parsed.data;
    }
    return { baseUrls: urls, values };
  } catch {
    return EMPTY;
  }
}

export function getSettings(): StoredSettings {
  return (cache().value ??= readStored());
}

/** A slice's setting as it applies now (its default when unset). */
export function getSetting<F extends SettingField>(field: F): SettingValue<F> {
  return readField(field, getSettings().values[field.key]);
}

function emit() {
  cache().value = undefined;
  listeners.forEach((listener) => listener());
}

/** Saves settings the form has validated; empty values are left out, so they mean the default. */
export function saveSettings(next: StoredSettings) {
  const values = Object.fromEntries(Object.entries(next.values).filter(([, value]) => value !== undefined && value !== ''));
  if (!localStore.write(SETTINGS_STORAGE_KEY, JSON.stringify({ baseUrls: next.baseUrls, ...values })))
    throw new Error('This browser did not let the settings be saved.');
  emit();
}

export function resetSettings() {
  localStore.remove(SETTINGS_STORAGE_KEY);
  emit();
}

/** Calls the listener on every change of the settings, here or in another tab; returns the unsubscribe. */
export function subscribeToSettings(listener: () => void) {
  listeners.add(listener);
  const stopFollowing = localStore.onOtherTabChange(SETTINGS_STORAGE_KEY, emit);
  return () => {
    listeners.delete(listener);
    stopFollowing();
  };
}
