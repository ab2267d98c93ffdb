import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalKey } from '../storage/web-storage.ts';
import { createStoredList } from './stored-list.ts';
import { z } from './zod.ts';

const list = () =>
  createStoredList({ key: 'test.list' as LocalKey, entry: z.object({ id: z.number(), name: z.string() }), limit: 3, idOf: (entry) => entry.id });

describe('createStoredList', () => {
  beforeEach(() => localStorage.clear());

  it('drops entries that fail the schema or repeat, one by one, and keeps the limit', () => {
    localStorage.setItem(
      'test.list',
      JSON.stringify([{ id: 1, name: 'a' }, { id: 'x' }, { id: 1, name: 'again' }, { id: 2, name: 'b' }, { id: 3, name: 'c' }, { id: 4, name: 'd' }]),
    );
    expect(list().get()).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]);
  });

  it('reads unreadable text as an empty list', () => {
    localStorage.setItem('test.list', '{broken');
    expect(list().get()).toEqual([]);
  });

  it('writes through, and keeps the list for the visit when storage refuses', () => {
    const stored = list();
    stored.write([{ id: 5, name: 'e' }]);
    expect(JSON.parse(localStorage.getItem('test.list')!)).toEqual([{ id: 5, name: 'e' }]);
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    stored.write([{ id: 6, name: 'f' }]);
    expect(stored.get()).toEqual([{ id: 6, name: 'f' }]);
    refuse.mockRestore();
  });
});
