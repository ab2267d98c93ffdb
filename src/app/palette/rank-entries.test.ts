import { beforeAll, describe, expect, it } from 'vitest';
import type { PaletteEntry } from '../../shared/registry/palette.ts';
import { loadEntries } from './entries.ts';
import { rankEntries } from './rank-entries.ts';

const entries: PaletteEntry[] = [
  { id: 'a', label: 'Colleges', group: 'Go to', to: '/colleges' },
  { id: 'b', label: 'Zürich office job', group: 'Saved', keywords: 'Acme GmbH' },
  { id: 'c', label: 'Toggle theme (light / dark)', group: 'Actions', keywords: 'dark mode' },
];

/** What the palette offers in a fresh browser: every page, each slice's entries (none saved yet), the actions. */
let everyPage: PaletteEntry[] = [];
beforeAll(async () => {
  everyPage = await loadEntries();
});
const labels = (query: string, list: PaletteEntry[] = everyPage) => rankEntries(list, query).map((entry) => entry.label);

describe('rankEntries', () => {
  it('lists everything in order for an empty query', () => {
    expect(rankEntries(entries, '  ').map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('forgives typos and accents, and finds by keywords', () => {
    expect(rankEntries(entries, 'colleg')[0]?.id).toBe('a');
    expect(rankEntries(entries, 'colelges')[0]?.id).toBe('a');
    expect(rankEntries(entries, 'zurich')[0]?.id).toBe('b');
    expect(rankEntries(entries, 'acme')[0]?.id).toBe('b');
    expect(rankEntries(entries, 'dark mode')[0]?.id).toBe('c');
    expect(rankEntries(entries, 'qqqqxx')).toEqual([]);
  });

  it('stops at a threshold: "texas" offers no Swap, "fra" neither Upload nor Coffee', () => {
    expect(labels('texas')).toEqual([]);
    expect(labels('fra')).toEqual([]);
    const withFrance = [...everyPage, { id: 'country:FR', label: 'France', group: 'Recent' as const, to: '/countries/FR' }];
    expect(labels('fra', withFrance)).toEqual(['France']);
    const withTexas = [...everyPage, { id: 'college:1', label: 'University of Texas at Austin', group: 'Saved' as const, to: '/colleges/1' }];
    expect(labels('texas', withTexas)).toEqual(['University of Texas at Austin']);
  });

  it('ranks a label match above a keyword match, and a label that starts with the query first', () => {
    const list: PaletteEntry[] = [
      { id: 'k', label: 'Saved search', group: 'Saved', keywords: 'jobs berlin' },
      { id: 'l', label: 'Jobs', group: 'Go to', to: '/jobs' },
      { id: 'm', label: 'Saved jobs', group: 'Go to', to: '/jobs/saved' },
    ];
    expect(rankEntries(list, 'jobs').map((entry) => entry.id)).toEqual(['l', 'm', 'k']);
  });
});

describe('loadEntries', () => {
  it('offers the overview, every slice home and settings, never a page with parameters', () => {
    const targets = everyPage.map((entry) => entry.to);
    expect(targets).toEqual(expect.arrayContaining(['/', '/colleges', '/jobs', '/swap', '/upload', '/countries', '/bpi', '/coffee', '/settings']));
    expect(targets.some((to) => to?.includes(':'))).toBe(false);
  });
});
