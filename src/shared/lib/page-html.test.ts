import { describe, expect, it } from 'vitest';
import { pageHtmlFiles } from './page-html.ts';

describe('pageHtmlFiles', () => {
  it('lists the page’s own file, then its parameter page’s', () => {
    expect(pageHtmlFiles('/colleges')).toEqual(['/colleges.html']);
    expect(pageHtmlFiles('/colleges/123')).toEqual(['/colleges/123.html', '/colleges/_.html']);
    expect(pageHtmlFiles('/countries/languages/fr')).toEqual(['/countries/languages/fr.html', '/countries/languages/_.html']);
  });

  it('lists none for the root or a path ending in a slash', () => {
    expect(pageHtmlFiles('/')).toEqual([]);
    expect(pageHtmlFiles('/colleges/')).toEqual([]);
  });
});
