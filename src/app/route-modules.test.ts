import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader } from '../shared/lib/route-loader.ts';
import { appPages, loadView, prefetchRoute, servicePages, type PageModules } from './route-modules.ts';

const pages: PageModules[] = [appPages.overview, ...servicePages, appPages.settings];

afterEach(() => {
  vi.restoreAllMocks();
});

/** The path of the page whose code prefetchRoute loads for this URL (each page's code is a stand-in). */
async function pageAt(pathname: string): Promise<string | undefined> {
  const loaded: string[] = [];
  for (const page of pages) {
    vi.spyOn(page, 'component').mockImplementation(() => (loaded.push(page.path), Promise.resolve({ default: () => null })) as never);
    if (page.loader) vi.spyOn(page, 'loader').mockImplementation(() => Promise.resolve((() => Promise.resolve()) as PageLoader) as never);
  }
  await prefetchRoute(pathname);
  vi.restoreAllMocks();
  expect(loaded.length).toBeLessThanOrEqual(1);
  return loaded[0];
}

/** The parameters loadView hands the loader of the page at this path. */
async function paramsAt(pathname: string): Promise<unknown> {
  const requests: unknown[] = [];
  const load = ((_context: unknown, request: { params: unknown }) => (requests.push(request.params), Promise.resolve())) as PageLoader;
  const loaders = pages.map((page) => page.loader);
  for (const page of pages) if (page.loader) page.loader = Object.assign(() => Promise.resolve(load), { loaded: () => load });
  try {
    await loadView(pathname);
  } finally {
    pages.forEach((page, index) => (page.loader = loaders[index]));
  }
  return requests[0];
}

describe('the page a URL shows', () => {
  it('is found fixed paths before patterns', async () => {
    expect(await pageAt('/')).toBe('');
    expect(await pageAt('/colleges')).toBe('colleges');
    expect(await pageAt('/colleges/compare')).toBe('colleges/compare');
    expect(await pageAt('/colleges/166027')).toBe('colleges/:id');
    expect(await pageAt('/countries/console')).toBe('countries/console');
    expect(await pageAt('/countries/FR')).toBe('countries/:code');
    expect(await pageAt('/settings')).toBe('settings');
  });

  it('is matched as the router does: a trailing slash and any letter case, with its parameters', async () => {
    expect(await pageAt('/jobs/saved/')).toBe('jobs/saved');
    expect(await pageAt('/JOBS')).toBe('jobs');
    expect(await paramsAt('/countries/languages/de')).toEqual({ code: 'de' });
  });

  it('is none for a path the router sends to "not found"', async () => {
    expect(await pageAt('/nowhere')).toBeUndefined();
    expect(await pageAt('/colleges/1/2')).toBeUndefined();
  });
});
