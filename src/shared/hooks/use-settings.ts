import { useSyncExternalStore } from 'react';
import type { SettingField } from '../registry/descriptor.ts';
import type { SettingValue } from '../config/setting-fields.ts';
import { getSetting, getSettings, subscribeToSettings, type StoredSettings } from '../config/settings-store.ts';

/** What /settings keeps, re-rendering on every change here or in another tab. */
export function useSettings(): StoredSettings {
  return useSyncExternalStore(subscribeToSettings, getSettings, getSettings);
}

/** A slice's setting, re-rendering when /settings changes it. */
export function useSetting<F extends SettingField>(field: F): SettingValue<F> {
  useSettings();
  return getSetting(field);
}
