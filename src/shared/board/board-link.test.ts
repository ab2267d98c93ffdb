import { describe, expect, it } from 'vitest';
import { boardFileText, readBoardFile } from './board-file.ts';
import { boardFragment, MAX_BOARD_LINK, readBoardFragment } from './board-link.ts';
import type { BoardTile } from './board-schema.ts';
import type { TileKindRef } from './tile-match.ts';

const kinds: TileKindRef[] = [
  { serviceId: 'jobs', kind: { id: 'search', path: 'jobs', title: 'Jobs', params: ['q', 'visa'] } },
  { serviceId: 'upload', kind: { id: 'shares', path: 'upload', title: 'Shares' } },
  { serviceId: 'swap', kind: { id: 'pair', path: 'swap', title: 'Swap', params: ['amount'], details: ['sellSymbol', 'sellDecimals'] } },
];
const tile = (url: string, title = 'A tile'): BoardTile => ({ id: url, url, title, size: 'small', pinnedAt: 1 });

describe('board links', () => {
  it('carries the tiles and nothing else, and reads them back', () => {
    const fragment = boardFragment([tile('/jobs?q=köln', 'Jobs in Köln <b>'), { ...tile('/upload'), size: 'wide' }]);
    expect(fragment).toMatch(/^#board=v1\.[A-Za-z0-9_-]+$/);
    expect(readBoardFragment(fragment, kinds)).toEqual({
      tiles: [
        { url: '/jobs?q=k%C3%B6ln', title: 'Jobs in Köln <b>', size: 'small' },
        { url: '/upload', title: 'A tile', size: 'wide' },
      ],
    });
    expect(atob(fragment.slice('#board=v1.'.length).replaceAll('-', '+').replaceAll('_', '/'))).not.toContain('pinnedAt');
  });

  it('ignores a fragment that carries no board', () => {
    expect(readBoardFragment('', kinds)).toBeUndefined();
    expect(readBoardFragment('#main', kinds)).toBeUndefined();
  });

  it('refuses a link too long, damaged, of another version, or naming an outside address', () => {
    expect(readBoardFragment(`#board=v1.${'A'.repeat(MAX_BOARD_LINK)}`, kinds)).toEqual({ error: expect.stringContaining('at most 8,000') });
    expect(readBoardFragment('#board=v1.%%%', kinds)).toEqual({ error: expect.stringContaining('damaged') });
    expect(readBoardFragment('#board=v2.e30', kinds)).toEqual({ error: expect.stringContaining('another version') });
    const outside = boardFragment([tile('https://evil.example/jobs')]);
    expect(readBoardFragment(outside, kinds)).toEqual({ error: expect.stringContaining('is not a view this dashboard can pin') });
  });
});

describe('tile details', () => {
  const pair = { ...tile('/swap?amount=2', 'Swap · 2 ETH'), details: { sellSymbol: 'ETH', sellDecimals: '18' } };

  it('round-trip through a link and a file, on the tiles that have them', () => {
    const expected = {
      tiles: [
        { url: '/swap?amount=2', title: 'Swap · 2 ETH', size: 'small', details: { sellSymbol: 'ETH', sellDecimals: '18' } },
        { url: '/upload', title: 'A tile', size: 'small' },
      ],
    };
    expect(readBoardFragment(boardFragment([pair, tile('/upload')]), kinds)).toEqual(expected);
    expect(readBoardFile(boardFileText([pair, tile('/upload')]), kinds)).toEqual(expected);
  });

  it('keep only the names the tile’s kind declares', () => {
    const forged = { ...pair, details: { ...pair.details, apiKey: 'stolen', token: 'x' } };
    expect(readBoardFragment(boardFragment([forged]), kinds)).toEqual({
      tiles: [expect.objectContaining({ details: { sellSymbol: 'ETH', sellDecimals: '18' } })],
    });
    const stray = { ...tile('/upload'), details: { sellSymbol: 'ETH' } };
    expect(readBoardFile(boardFileText([stray]), kinds)).toEqual({ tiles: [{ url: '/upload', title: 'A tile', size: 'small' }] });
  });

  it('refuse a board whose details are long, many, oddly named or not plain text, with the reason', () => {
    const refused = (details: unknown) => readBoardFile(JSON.stringify({ version: 1, tiles: [{ url: '/swap', title: 'S', size: 'small', details }] }), kinds);
    expect(refused({ sellSymbol: 'E'.repeat(65) })).toEqual({ error: expect.stringContaining('tiles.0.details.sellSymbol') });
    expect(refused(Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`name${index}`, 'x'])))).toEqual({
      error: expect.stringContaining('At most 8 details'),
    });
    expect(refused({ '<img src=x>': 'x' })).toEqual({ error: expect.stringContaining('tiles.0.details') });
    expect(refused({ sellSymbol: 'ETH\u0007' })).toEqual({ error: expect.stringContaining('A detail is plain text') });
    expect(refused({ sellSymbol: 18 })).toEqual({ error: expect.stringContaining('tiles.0.details.sellSymbol') });
    expect(refused(['ETH'])).toEqual({ error: expect.stringContaining('tiles.0.details') });
  });
});

describe('board files', () => {
  it('exports the documented format and imports it again', () => {
    const text = boardFileText([tile('/jobs?visa=1', 'Visa jobs')]);
    expect(JSON.parse(text)).toEqual({ version: 1, tiles: [{ url: '/jobs?visa=1', title: 'Visa jobs', size: 'small' }] });
    expect(readBoardFile(text, kinds)).toEqual({ tiles: [{ url: '/jobs?visa=1', title: 'Visa jobs', size: 'small' }] });
  });

  it('refuses what is not a board, with the reason', () => {
    expect(readBoardFile('not json', kinds)).toEqual({ error: 'It is not JSON.' });
    expect(readBoardFile('{"version":2,"tiles":[]}', kinds)).toEqual({
      error: expect.stringMatching(/^It is not a board of this dashboard: .* at version\.$/),
    });
    expect(readBoardFile('{"version":1,"tiles":[{"url":"/jobs","title":"","size":"small"}]}', kinds)).toEqual({
      error: expect.stringContaining('tiles.0.title'),
    });
    expect(readBoardFile('{"version":1,"tiles":[{"url":"/settings","title":"S","size":"small"}]}', kinds)).toEqual({
      error: '“/settings” is not a view this dashboard can pin.',
    });
    const tooMany = { version: 1, tiles: Array.from({ length: 51 }, () => ({ url: '/upload', title: 'U', size: 'small' })) };
    expect(readBoardFile(JSON.stringify(tooMany), kinds)).toEqual({ error: expect.stringContaining('tiles') });
  });
});
