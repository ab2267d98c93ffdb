import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalKey } from '../storage/web-storage.ts';
import { createStoredValue } from './stored-value.ts';
import { z } from './zod.ts';

const KEY = 'test.stored-value' as LocalKey;
const schema = z.object({ size: z.catch(z.number(), 1), label: z.string() });
const make = () => createStoredValue({ key: KEY, parse: (stored) => schema.safeParse(stored).data, fallback: { size: 1, label: 'none' } });

afterEach(() => localStorage.clear());

describe('createStoredValue', () => {
  it('reads what was written, from storage too', () => {
    make().write({ size: 3, label: 'three' });
    expect(make().get()).toEqual({ size: 3, label: 'three' });
  });

  it('gives the fallback for unreadable storage, and a parse may mend a field', () => {
    localStorage.setItem(KEY, '{not json');
    expect(make().get()).toEqual({ size: 1, label: 'none' });
    localStorage.setItem(KEY, JSON.stringify({ label: 'kept' }));
    expect(make().get()).toEqual({ size: 1, label: 'kept' });
    localStorage.setItem(KEY, JSON.stringify({ size: 2 }));
    expect(make().get()).toEqual({ size: 1, label: 'none' });
  });

  it('re-renders on a write here and on a change from another tab', () => {
    const value = make();
    const { result } = renderHook(() => value.useValue());
    act(() => value.write({ size: 5, label: 'here' }));
    expect(result.current).toEqual({ size: 5, label: 'here' });
    localStorage.setItem(KEY, JSON.stringify({ size: 6, label: 'other tab' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current).toEqual({ size: 6, label: 'other tab' });
  });
});
