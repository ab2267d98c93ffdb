import { describe, expect, it } from 'vitest';
import { services } from '../../src/services/registry.ts';
import { demoAnswerModules, paramPageHtml, routeEntryModules } from './route-html.ts';

describe('paramPageHtml', () => {
  it('names the HTML of a page whose path ends in its only parameter', () => {
    expect(paramPageHtml('colleges/:id')).toBe('colleges/_');
    expect(paramPageHtml('countries/languages/:code')).toBe('countries/languages/_');
  });

  it('names none for a fixed path, a leading parameter or a parameter before the last segment', () => {
    expect(paramPageHtml('colleges/compare')).toBeUndefined();
    expect(paramPageHtml(':id')).toBeUndefined();
    expect(paramPageHtml('a/:id/b')).toBeUndefined();
    expect(paramPageHtml('a/:x/:y')).toBeUndefined();
  });
});

describe('routeEntryModules', () => {
  it('gives every registered page an HTML file, the overview index.html', () => {
    const files = Object.keys(routeEntryModules(services));
    expect(files).toEqual(
      expect.arrayContaining([
        'index',
        'colleges',
        'colleges/compare',
        'colleges/_',
        'jobs/_',
        'countries/_',
        'countries/languages/_',
        'countries/console',
        'settings',
      ]),
    );
    expect(files.filter((file) => file.includes(':'))).toEqual([]);
  });
});

describe('demoAnswerModules', () => {
  it("names the answering modules and the slice's mocks for the pages whose largest paint is their data", () => {
    expect(demoAnswerModules(services)).toEqual({
      jobs: ['src/demo/respond.ts', 'src/services/jobs/fake/mocks.ts'],
      // Its picture is a file only the mock service worker serves.
      coffee: ['src/demo/worker.ts', 'src/services/coffee/fake/mocks.ts'],
    });
  });
});
