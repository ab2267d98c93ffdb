import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts a swap of neighbours, an insertion, a deletion and a substitution as one each', () => {
    expect(editDistance('frnace', 'france')).toBe(1);
    expect(editDistance('setings', 'settings')).toBe(1);
    expect(editDistance('colleges', 'colelges')).toBe(1);
    expect(editDistance('swap', 'swop')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('texas', 'tokens')).toBeGreaterThan(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
