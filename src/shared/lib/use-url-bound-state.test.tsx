import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlBoundText } from './use-url-bound-state.ts';

const inRouter = (url: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

/** A search box bound to `?q=`, as the pages use it, plus a way to navigate from outside. */
function useSearchBox(delayMs: number) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [value, change, commit] = useUrlBoundText(params.get('q') ?? '', (q) => setParams(q ? { q } : {}, { replace: true }), { delayMs });
  return { value, change, commit, navigate, url: params.get('q') ?? '' };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useUrlBoundText', () => {
  it('keeps every keystroke while the URL lags behind, and follows outside URL changes', () => {
    const write = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useUrlBoundText(url, write), { initialProps: { url: 'ber' }, wrapper: inRouter('/') });
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

  it('follows a link to a value erased before the URL showed it, and the link to the page itself', () => {
    const { result } = renderHook(() => useSearchBox(0), { wrapper: inRouter('/jobs?q=berlin') });
    expect(result.current.value).toBe('berlin');
    // Typed and erased within one render: the router settles on "berlin" and never shows "berlinx".
    act(() => {
      result.current.change('berlinx');
      result.current.change('berlin');
    });
    expect(result.current.url).toBe('berlin');
    // A link to the value erased above comes from outside all the same.
    act(() => void result.current.navigate('/jobs?q=berlinx'));
    expect(result.current.value).toBe('berlinx');
    // The navigation link to the page: the URL has no q, and the box empties with it.
    act(() => void result.current.navigate('/jobs'));
    expect(result.current.value).toBe('');
  });

  it('with a delay, writes once typing pauses, and an outside navigation cancels the waiting write', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSearchBox(300), { wrapper: inRouter('/jobs') });
    act(() => result.current.change('k'));
    act(() => result.current.change('ko'));
    expect(result.current.value).toBe('ko');
    expect(result.current.url).toBe('');
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current.url).toBe('ko');
    expect(result.current.value).toBe('ko');

    act(() => result.current.change('kol'));
    act(() => void result.current.navigate('/jobs'));
    expect(result.current.value).toBe('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.url).toBe('');
    expect(result.current.value).toBe('');
  });

  it('commit writes a waiting value at once', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSearchBox(600), { wrapper: inRouter('/colleges') });
    act(() => result.current.change('texas'));
    act(() => result.current.commit());
    expect(result.current.url).toBe('texas');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.url).toBe('texas');
  });
});
