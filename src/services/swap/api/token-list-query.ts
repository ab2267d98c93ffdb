import { queryOptions } from '@tanstack/react-query';
import { loadTokenList } from '../lib/tokens.ts';
import { swapQueries } from './queries.ts';

/**
 * The bundled list never changes while the page is open. Kept apart from queries.ts so the
 * overview never references it. Its 135 KB start downloading once the form has painted, so on a
 * slow connection they do not hold back the page's first frame.
 */
export const tokenListQuery = () =>
  queryOptions({
    queryKey: [...swapQueries.all(), 'token-list'] as const,
    queryFn: () => afterNextPaint().then(loadTokenList),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * Resolves once the next frame is on screen: its frame callback, then the next frame's, then a
 * task. One frame is not enough: the main thread has painted it, but the screen may show it a
 * little later, and a download started in between competes with what that frame shows.
 */
function afterNextPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
