import { queryOptions } from '@tanstack/react-query';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { afterNextPaint } from '../../../shared/lib/first-paint.ts';
import { loadTokenList } from '../lib/tokens.ts';

/**
 * The bundled list never changes while the page is open. Kept apart from the other queries so
 * the overview never references it. Its 135 KB start downloading once the form has painted, so on a
 * slow connection they do not hold back the page's first frame.
 */
export const tokenListQuery = () =>
  queryOptions({
    queryKey: queryKey('swap', 'token-list', 'bundled'),
    queryFn: () => afterNextPaint().then(loadTokenList),
    staleTime: Infinity,
    gcTime: Infinity,
  });
