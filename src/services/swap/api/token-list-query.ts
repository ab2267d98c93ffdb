import { queryOptions } from '@tanstack/react-query';
import { loadTokenList } from '../lib/tokens.ts';

/** The bundled list never changes while the page is open. Kept apart from queries.ts so the overview never references it. */
export const tokenListQuery = () =>
  queryOptions({
    queryKey: ['swap', 'token-list'] as const,
    queryFn: loadTokenList,
    staleTime: Infinity,
    gcTime: Infinity,
  });
