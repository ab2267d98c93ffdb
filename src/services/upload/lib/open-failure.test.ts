import { describe, expect, it } from 'vitest';
import { ShareMissingError } from '../api/fetch-share.ts';
import { describeOpenFailure } from './open-failure.ts';

describe('describeOpenFailure', () => {
  it('calls a missing share expired on a real host, and explains demo shares living in the browser that made them', () => {
    expect(describeOpenFailure(new ShareMissingError(), { demo: false }).message).toMatch(/expired/);
    const demo = describeOpenFailure(new ShareMissingError(), { demo: true });
    expect(demo.title).toBe('Demo shares stay in the browser that made them');
    expect(demo.message).toMatch(/only by the browser that uploaded it/);
    expect(demo.message).not.toMatch(/expired/);
  });
});
