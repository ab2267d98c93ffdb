import { describe, expect, it } from 'vitest';
import { getSettings, SETTINGS_STORAGE_KEY } from './settings-store.ts';
import { DEFAULT_SETTINGS, settingsSchema } from './settings-schema.ts';

describe('settings', () => {
  it('accepts http(s) base URLs without a trailing slash and rejects everything else', () => {
    expect(settingsSchema.parse({ baseUrls: { jobs: 'https://x.test/api/' } }).baseUrls.jobs).toBe('https://x.test/api');
    for (const bad of ['ftp://x.test', 'javascript:alert(1)', 'data:text/html,x', 'x.test', 'https://x.test/?q=1']) {
      expect(settingsSchema.safeParse({ baseUrls: { jobs: bad } }).success).toBe(false);
    }
  });

  it('falls back to defaults when stored settings are corrupt', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
