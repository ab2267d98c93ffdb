import { describe, expect, it } from 'vitest';
import { monogram } from './monogram.ts';

describe('monogram', () => {
  it('tells apart tokens whose symbols share their first three letters', () => {
    const euros = ['EURC', 'EURe', 'EURS', 'EURT'];
    expect(new Set(euros.map(monogram)).size).toBe(euros.length);
    expect(['WETH', 'WEMIX'].map(monogram)).toEqual(['WETH', 'WEMI']);
  });

  it('keeps a short symbol whole and counts letters, not UTF-16 units', () => {
    expect(monogram('OP')).toBe('OP');
    expect(monogram('🦄UNI')).toBe('🦄UNI');
  });
});
