import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { robotFormUrl } from '../../../testing/typing-robot.ts';
import { UrlStateScope } from './url-state.tsx';
import { usePageParams } from './use-page-params.ts';
import { useUrlDraft } from './use-url-draft.ts';

const inPage = (url: string) =>
  function Page({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[url]}>
        <UrlStateScope>{children}</UrlStateScope>
      </MemoryRouter>
    );
  };

/** Two boxes bound to `?name=` and `?zip=` (five digits, else kept and not sent), and a State choice, as /colleges has them. */
function useForm(delayMs: number) {
  const { values, set, show } = usePageParams(robotFormUrl);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [name, setName, commitName] = useUrlDraft(values.name, (value) => set({ name: value }), { params: ['name'], delayMs });
  const [zip, setZip] = useUrlDraft(values.zip, (value) => set({ zip: value }), {
    params: ['zip'],
    delayMs,
    isValid: (value) => value === '' || /^\d{5}$/.test(value),
  });
  const chooseState = (state: string) => set({ state });
  const clear = () => show(robotFormUrl.read(new URLSearchParams()));
  return { name, setName, commitName, zip, setZip, chooseState, clear, navigate, search };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useUrlDraft', () => {
  it('keeps every keystroke while the URL lags behind, and writes each', () => {
    const { result } = renderHook(() => useForm(0), { wrapper: inPage('/colleges?name=ber') });
    act(() => {
      result.current.setName('berl');
      result.current.setName('berli');
    });
    expect(result.current.name).toBe('berli');
    expect(result.current.search).toBe('?name=berli');
  });

  it('follows a link to a value typed and erased before the URL showed it, and the link to the page itself', () => {
    const { result } = renderHook(() => useForm(0), { wrapper: inPage('/jobs?name=berlin') });
    act(() => {
      result.current.setName('berlinx');
      result.current.setName('berlin');
    });
    expect(result.current.search).toBe('?name=berlin');
    act(() => void result.current.navigate('/jobs?name=berlinx'));
    expect(result.current.name).toBe('berlinx');
    act(() => void result.current.navigate('/jobs'));
    expect(result.current.name).toBe('');
  });

  it('with a delay, writes once typing pauses; a navigation from outside cancels the waiting write', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useForm(300), { wrapper: inPage('/jobs') });
    act(() => result.current.setName('k'));
    act(() => result.current.setName('ko'));
    expect(result.current.search).toBe('');
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current.search).toBe('?name=ko');

    act(() => result.current.setName('kol'));
    act(() => void result.current.navigate('/jobs'));
    expect(result.current.name).toBe('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.search).toBe('');
  });

  it('commit writes a waiting value at once', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useForm(600), { wrapper: inPage('/colleges') });
    act(() => result.current.setName('texas'));
    act(() => result.current.commitName());
    expect(result.current.search).toBe('?name=texas');
  });

  it("another field's write, landing while a draft waits, leaves the draft alone", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useForm(600), { wrapper: inPage('/colleges') });
    act(() => result.current.setName('sales'));
    act(() => void vi.advanceTimersByTime(400));
    // Each key adds to what the box shows, as typing does.
    const typeZip = (key: string) => act(() => result.current.setZip((shown) => shown + key));
    typeZip('4');
    act(() => void vi.advanceTimersByTime(300));
    // The name's write lands here; the ZIP typed meanwhile stays.
    expect(result.current.search).toBe('?name=sales');
    for (const key of '8824') typeZip(key);
    expect(result.current.zip).toBe('48824');
    act(() => void vi.advanceTimersByTime(600));
    expect(result.current.search).toBe('?name=sales&zip=48824');
    expect(result.current.zip).toBe('48824');
    expect(result.current.name).toBe('sales');
  });

  it('a choice made while text waits carries the text, in one navigation after it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useForm(600), { wrapper: inPage('/colleges') });
    act(() => result.current.setName('texas'));
    act(() => result.current.chooseState('TX'));
    expect(result.current.search).toBe('?name=texas&state=TX');
    expect(result.current.name).toBe('texas');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.search).toBe('?name=texas&state=TX');
  });

  it('keeps an invalid draft in its field and never sends it; the URL keeps the last valid value', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useForm(300), { wrapper: inPage('/colleges?zip=97201') });
    act(() => result.current.setZip('9720'));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.search).toBe('?zip=97201');
    act(() => result.current.chooseState('OR'));
    expect(result.current.zip).toBe('9720');
    expect(result.current.search).toBe('?zip=97201&state=OR');
  });

  it('another control writing the field’s parameter (Clear) replaces the draft', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useForm(300), { wrapper: inPage('/colleges?name=ohio&state=OH') });
    act(() => result.current.setName('ohio state'));
    act(() => result.current.clear());
    expect(result.current.search).toBe('');
    expect(result.current.name).toBe('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.search).toBe('');
  });
});
