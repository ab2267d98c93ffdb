import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageHasAskedSince } from './route-prefetch.ts';

const key = ['page'];

describe('pageHasAskedSince', () => {
  it('is false for a query nobody has asked yet', () => {
    expect(pageHasAskedSince(new QueryClient(), key, Date.now())).toBe(false);
  });

  it('is true once the page got an answer or a failure after it was shown', async () => {
    const shownAt = Date.now();
    const answered = new QueryClient();
    await answered.prefetchQuery({ queryKey: key, queryFn: () => 'data' });
    expect(pageHasAskedSince(answered, key, shownAt)).toBe(true);

    const failed = new QueryClient();
    await failed.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('429')), retry: false });
    expect(pageHasAskedSince(failed, key, shownAt)).toBe(true);
  });

  it('is false for an answer from an earlier visit, so coming back asks again', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('502')), retry: false });
    const shownLater = Date.now() + 1;
    expect(pageHasAskedSince(client, key, shownLater)).toBe(false);
  });
});
