import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A requestIdleCallback whose callbacks run when the test says so. */
function idleQueue() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  return { runOne: () => waiting.shift()?.(), pending: () => waiting.length };
}

describe('lazily', () => {
  it('builds nothing at import and builds a value once, on first use', async () => {
    const { lazily } = await import('./lazily.ts');
    const create = vi.fn(() => ({}));
    const get = lazily(create);
    expect(create).not.toHaveBeenCalled();
    expect(get()).toBe(get());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('once warming starts, builds the unbuilt values one per idle callback, later ones too, never twice', async () => {
    const idle = idleQueue();
    const { lazily, warmLazyValuesWhenIdle } = await import('./lazily.ts');
    const first = vi.fn(() => 'first');
    const second = vi.fn(() => 'second');
    lazily(first);
    const getSecond = lazily(second);
    expect(idle.pending()).toBe(0);

    warmLazyValuesWhenIdle();
    expect(idle.pending()).toBe(1);
    idle.runOne();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(getSecond()).toBe('second');
    idle.runOne();
    expect(second).toHaveBeenCalledTimes(1);

    // A module loaded after the warm-up began is warmed as well; a value that throws does not stop it.
    const broken = lazily(() => {
      throw new Error('no locale data');
    });
    const late = vi.fn(() => 'late');
    lazily(late);
    idle.runOne();
    idle.runOne();
    expect(late).toHaveBeenCalledTimes(1);
    expect(idle.pending()).toBe(0);
    expect(broken).toThrow('no locale data');
  });
});
