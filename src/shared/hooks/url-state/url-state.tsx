import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { UrlWrites, type Arrival, type ParamsUpdate } from '../../lib/url-state/url-writes.ts';

/** The navigation options of a write, given whether the write is typing (a draft sending its text). */
export type EntryOf = (typing: boolean) => NavigateOptions;

export type WriteParams = (update: ParamsUpdate, entry: EntryOf) => void;

interface UrlState {
  params: URLSearchParams;
  arrival: Arrival;
  write: WriteParams;
  writes: UrlWrites;
}

const UrlStateContext = createContext<UrlState | null>(null);

/**
 * The one owner of a page's query string: every field and control of the page reads and writes it
 * through here, so a write starts from the latest write and a navigation is known to be the page's
 * own or from outside (see UrlWrites). Mounted once per page.
 */
export function UrlStateScope({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [writes] = useState(() => new UrlWrites(location.key, location.search));
  // Classified while rendering (pure), recorded once shown: before any handler of the new page runs.
  const arrival = useMemo(() => writes.classify(location.key, location.search), [writes, location.key, location.search]);
  useLayoutEffect(() => writes.settle(arrival), [writes, arrival]);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  });
  const write = useCallback<WriteParams>(
    (update, entry) => {
      const typing = writes.typing;
      const next = writes.write(update);
      if (next) void go.current(`?${next.toString()}`, entry(typing));
    },
    [writes],
  );
  const state = useMemo(() => ({ params, arrival, write, writes }), [params, arrival, write, writes]);
  return <UrlStateContext value={state}>{children}</UrlStateContext>;
}

export function useUrlState(): UrlState {
  const state = use(UrlStateContext);
  if (!state) throw new Error('useUrlState needs a UrlStateScope around the page.');
  return state;
}
