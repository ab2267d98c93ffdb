import { describe, expect, it } from 'vitest';
import { fallbackDocuments } from './page-fallback.ts';

describe('what answers a path no file matches', () => {
  it("is the page's own HTML, then index.html, for a navigation", () => {
    expect(fallbackDocuments('/colleges/123', '*/*')).toEqual(['/colleges/123.html', '/colleges/_.html', '/index.html']);
    expect(fallbackDocuments('/', null)).toEqual(['/index.html']);
    expect(fallbackDocuments('/jobs/some.name', 'text/html,*/*')).toEqual(['/index.html']);
  });

  it('is nothing (a 404) for a missing asset, a missing file, and internal files, whatever the Accept', () => {
    for (const path of ['/assets/x.js', '/assets/x', '/server-config.json', '/_headers', '/index.html.br', '/.vite/manifest.json', '/.assetsignore']) {
      expect(fallbackDocuments(path, 'text/html'), path).toBeUndefined();
    }
    expect(fallbackDocuments('/robots2.txt', '*/*')).toBeUndefined();
  });
});
