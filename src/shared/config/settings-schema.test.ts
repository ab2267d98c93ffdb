import { describe, expect, it } from 'vitest';
import type { SettingField } from '../registry/descriptor.ts';
import { readField } from './setting-fields.ts';
import { baseUrlSchema } from './settings-schema.ts';
import { getSetting, getSettings, resetSettings } from './settings-store.ts';

/** Where this browser keeps the saved settings: a saved copy is read back under this key, so it never changes. */
const SETTINGS_STORAGE_KEY = 'dashboard.settings.v1';

const refresh: SettingField = { key: 'refreshSeconds', kind: 'number', label: 'Refresh', unit: 's', min: 5, max: 600, defaultValue: 15, integer: true };

describe('settings', () => {
  it('accepts http(s) base URLs without a trailing slash and rejects everything else', () => {
    expect(baseUrlSchema('http').parse('https://x.test/api/')).toBe('https://x.test/api');
    for (const bad of ['ftp://x.test', 'javascript:alert(1)', 'data:text/html,x', 'x.test', 'https://x.test/?q=1']) {
      expect(baseUrlSchema('http').safeParse(bad).success).toBe(false);
    }
  });

  it('reads a field as its default when it is unset, empty or no longer valid', () => {
    expect(readField(refresh, undefined)).toBe(15);
    expect(readField(refresh, '')).toBe(15);
    expect(readField(refresh, 2)).toBe(15);
    expect(readField(refresh, '30')).toBe(30);
  });

  it('falls back to defaults when stored settings are corrupt', () => {
    resetSettings();
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(getSettings()).toEqual({ baseUrls: {}, values: {} });
    expect(getSetting(refresh)).toBe(15);
  });

  it('keeps what earlier builds stored, under the upstream ids of today', () => {
    resetSettings();
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ baseUrls: { bpiFallback: 'https://rates.example.org/', jobs: 'javascript:x' }, refreshSeconds: 20 }),
    );
    expect(getSettings()).toEqual({ baseUrls: { 'bpi-fallback': 'https://rates.example.org' }, values: { refreshSeconds: 20 } });
    expect(getSetting(refresh)).toBe(20);
  });
});
