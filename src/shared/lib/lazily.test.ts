import { describe, expect, it, vi } from 'vitest';
import { lazily } from './lazily.ts';

describe('lazily', () => {
  it('builds nothing at import and builds a value once, on first use', () => {
    const create = vi.fn(() => ({}));
    const get = lazily(create);
    expect(create).not.toHaveBeenCalled();
    expect(get()).toBe(get());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next use when building throws', () => {
    const create = vi.fn<() => string>().mockImplementationOnce(() => {
      throw new Error('no locale data');
    });
    create.mockImplementation(() => 'built');
    const get = lazily(create);
    expect(get).toThrow('no locale data');
    expect(get()).toBe('built');
  });
});
