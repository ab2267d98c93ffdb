import { describe, expect, it } from 'vitest';
import type { PaletteEntry } from '../../shared/registry/palette.ts';
import { pageEntries } from './entries.ts';
import { rankEntries } from './rank-entries.ts';

const entries: PaletteEntry[] = [
  { id: 'a', label: 'Colleges', group: 'Go to', to: '/colleges' },
  { id: 'b', label: 'Zürich office job', group: 'Saved', keywords: 'Acme GmbH' },
  { id: 'c', label: 'Toggle theme (light / dark)', group: 'Actions', keywords: 'dark mode' },
];

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
});

describe('pageEntries', () => {
  it('offers the overview, every slice home and settings, never a page with parameters', () => {
    const targets = pageEntries().map((entry) => entry.to);
    expect(targets).toEqual(expect.arrayContaining(['/', '/colleges', '/jobs', '/swap', '/upload', '/countries', '/bpi', '/coffee', '/settings']));
    expect(targets.some((to) => to?.includes(':'))).toBe(false);
  });
});
