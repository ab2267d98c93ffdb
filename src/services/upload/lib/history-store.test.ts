import { describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, getHistory, isExpired, removeFromHistory, type HistoryEntry } from './history-store.ts';
import { resetStores } from '../../../testing/reset-stores.ts';

/** Where this browser keeps the upload history: a saved history is read back under this key, so it never changes. */
const HISTORY_STORAGE_KEY = 'dashboard.upload.history.v1';

const entry = (id: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  name: `${id}.txt`,
  size: 10,
  type: 'text/plain',
  shareUrl: `https://tmpfiles.org/${id}/${id}.txt`,
  uploadedAt: 1000,
  ...extra,
});

describe('upload history', () => {
  it('adds newest first, survives a reload, removes one and clears all', () => {
    addToHistory(entry('a'));
    addToHistory(entry('b'));
    resetStores();
    expect(getHistory().map((item) => item.id)).toEqual(['b', 'a']);
    removeFromHistory('b');
    expect(getHistory().map((item) => item.id)).toEqual(['a']);
    clearHistory();
    resetStores();
    expect(getHistory()).toEqual([]);
  });

  it('drops corrupt or hostile entries and keeps the good ones', () => {
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify([
        entry('good'),
        { ...entry('evil'), shareUrl: 'javascript:alert(1)' },
        { id: 5 },
        'text',
        entry('direct', { directUrl: 'data:text/html,x' }),
      ]),
    );
    const ids = getHistory().map((item) => item.id);
    expect(ids).toEqual(['good', 'direct']);
    expect(getHistory()[1]?.directUrl).toBeUndefined();
  });

  it('survives storage that is not JSON', () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, '{not json');
    expect(getHistory()).toEqual([]);
  });

  it('marks an entry expired at its expiry time, never one without expiry', () => {
    expect(isExpired({ expiresAt: 5000 }, 4999)).toBe(false);
    expect(isExpired({ expiresAt: 5000 }, 5000)).toBe(true);
    expect(isExpired({}, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
