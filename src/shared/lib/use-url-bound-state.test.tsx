import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUrlBoundText } from './use-url-bound-state.ts';

describe('useUrlBoundText', () => {
  it('keeps every keystroke while the URL lags behind, and follows outside URL changes', () => {
    const write = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useUrlBoundText(url, write), { initialProps: { url: 'ber' } });
    act(() => result.current[1]('berl'));
    act(() => result.current[1]('berli'));
    // The router settles the first write only now: the input must not jump back to "berl".
    rerender({ url: 'berl' });
    expect(result.current[0]).toBe('berli');
    rerender({ url: 'berli' });
    expect(result.current[0]).toBe('berli');
    expect(write).toHaveBeenLastCalledWith('berli');
    // Back/forward: a value this hook never wrote.
    rerender({ url: 'wien' });
    expect(result.current[0]).toBe('wien');
  });
});
