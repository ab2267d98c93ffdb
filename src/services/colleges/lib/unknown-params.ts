import type { UnknownUrlValue } from '../../../shared/ui/url-value-notice.tsx';
import { collegesUrl } from './search-params.ts';

/**
 * The /colleges URL values the page leaves out (it sends only what the filters offer), each with
 * what the page shows in its place, so the page can say so instead of ignoring them silently.
 */
export const unknownParams = (params: URLSearchParams): UnknownUrlValue[] => collegesUrl.unknown(params);
