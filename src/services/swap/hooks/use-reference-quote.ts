import { useQuery } from '@tanstack/react-query';
import { priceQuery } from '../api/price.ts';
import type { PriceParams } from '../lib/form.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** A quote for a fixed pair, asked at once (no typing to wait for). */
export const useReferenceQuote = (params: PriceParams) => useQuery(priceQuery(useEndpoint('swap'), params));
