import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsWriter } from './use-search-params-writer.ts';

function inRouter<T>(hook: () => T, initial = '/list?q=univ') {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  const rendered = renderHook(hook, { wrapper });
  return { ...rendered, search: () => router.state.location.search, router };
}

const without = (name: string) => (previous: URLSearchParams) => {
  const next = new URLSearchParams(previous);
  next.delete(name);
  return next;
};
const withValue = (name: string, value: string) => (previous: URLSearchParams) => {
  const next = new URLSearchParams(previous);
  next.set(name, value);
  return next;
};

describe('useSearchParamsWriter', () => {
  it('keeps both of two writes made before either has rendered', () => {
    const { result, search } = inRouter(() => useSearchParamsWriter());
    act(() => {
      result.current[1](without('q'));
      result.current[1](withValue('per', '50'));
    });
    expect(search()).toBe('?per=50');
  });

  it("React Router's own functional update loses the first of them (the race this hook closes)", () => {
    const { result, search } = inRouter(() => useSearchParams());
    act(() => {
      result.current[1](without('q'));
      result.current[1](withValue('per', '50'));
    });
    expect(search()).toBe('?q=univ&per=50');
  });

  it('starts from a navigation that came from elsewhere', async () => {
    const { result, search, router } = inRouter(() => useSearchParamsWriter());
    await act(() => router.navigate('/list?continent=EU'));
    act(() => result.current[1](withValue('per', '50')));
    expect(search()).toBe('?continent=EU&per=50');
  });
});
