import { useCallback, useMemo } from 'react';
import type { NavigateOptions } from 'react-router';
import type { UrlParams, ValuesOf } from '../../lib/url-state/url-fields.ts';
import { useUrlState } from './url-state.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Declared = UrlParams<any>;
type Values<D extends Declared> = D extends UrlParams<infer F> ? ValuesOf<F> : never;

/** How a write may scroll; its history entry comes from the page's declaration. */
export interface WriteOptions extends Pick<NavigateOptions, 'preventScrollReset'> {
  /** The write sends text typed into a box that keeps its own draft (an editor), after a pause. */
  typed?: boolean;
}

/**
 * A page's URL parameters through its declaration: the values the URL states, and writers whose
 * history entry follows from what they write (typed text replaces, a choice pushes).
 */
export function usePageParams<D extends Declared>(declaration: D) {
  const { params, write } = useUrlState();
  const values = useMemo(() => declaration.read(params) as Values<D>, [declaration, params]);
  const unknown = useMemo(() => declaration.unknown(params), [declaration, params]);

  /** Writes some fields (those that change decide the history entry); other parameters stay as they are. */
  const set = useCallback(
    (patch: Partial<Values<D>>, options?: WriteOptions) => {
      let previous: URLSearchParams | undefined;
      write(
        (latest) => declaration.patch((previous = latest), patch),
        (typing) => ({ preventScrollReset: options?.preventScrollReset, ...declaration.entryFor(patch, typing || options?.typed === true, previous) }),
      );
    },
    [declaration, write],
  );

  /** Shows a whole view (Clear filters): a choice, so Back brings the previous view back. */
  const show = useCallback(
    (next: Values<D>, options?: Pick<WriteOptions, 'preventScrollReset'>) =>
      write(
        () => declaration.write(next),
        () => ({ preventScrollReset: options?.preventScrollReset, replace: false }),
      ),
    [declaration, write],
  );

  /** Removes the values the page does not understand: the view stays the same, so the entry is replaced. */
  const removeUnknown = useCallback(
    () =>
      write(
        (previous) => declaration.withoutUnknown(previous),
        () => ({ replace: true }),
      ),
    [declaration, write],
  );

  return { values, params, unknown, set, show, removeUnknown };
}
