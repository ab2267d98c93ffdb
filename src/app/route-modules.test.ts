import { describe, expect, it } from 'vitest';
import { matchPage, pageAt } from './route-modules.ts';

describe('pageAt', () => {
  it('finds the page a URL shows, fixed paths before patterns', () => {
    expect(pageAt('/')?.path).toBe('');
    expect(pageAt('/colleges')?.path).toBe('colleges');
    expect(pageAt('/colleges/compare')?.path).toBe('colleges/compare');
    expect(pageAt('/colleges/166027')?.path).toBe('colleges/:id');
    expect(pageAt('/countries/console')?.path).toBe('countries/console');
    expect(pageAt('/countries/FR')?.path).toBe('countries/:code');
    expect(pageAt('/settings')?.path).toBe('settings');
  });

  it('matches as the router does: a trailing slash and any letter case', () => {
    expect(pageAt('/jobs/saved/')?.path).toBe('jobs/saved');
    expect(pageAt('/JOBS')?.path).toBe('jobs');
    expect(matchPage('/countries/languages/de')?.params).toEqual({ code: 'de' });
  });

  it('finds no page for a path the router sends to "not found"', () => {
    expect(pageAt('/nowhere')).toBeUndefined();
    expect(pageAt('/colleges/1/2')).toBeUndefined();
  });
});
