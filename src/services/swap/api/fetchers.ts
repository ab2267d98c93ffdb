import { endpointFor } from '../../../shared/config/endpoints.ts';
import { getSetting } from '../../../shared/config/settings-store.ts';
import { swapKeySetting } from '../service.ts';
import { requestJson } from '../../../shared/http/request.ts';
import type { PriceParams } from '../lib/form.ts';
import { priceSchema, type Price } from './schemas.ts';

export const PRICE_PATH = '/swap/allowance-holder/price';

export function priceUrl(base: string, params: PriceParams): URL {
  const url = new URL(`${base}${PRICE_PATH}`);
  url.searchParams.set('chainId', String(params.chainId));
  url.searchParams.set('sellToken', params.sellToken);
  url.searchParams.set('buyToken', params.buyToken);
  if (params.sellAmount !== undefined) url.searchParams.set('sellAmount', params.sellAmount);
  if (params.buyAmount !== undefined) url.searchParams.set('buyAmount', params.buyAmount);
  if (params.slippageBps !== undefined) url.searchParams.set('slippageBps', String(params.slippageBps));
  return url;
}

/** 0x requires `0x-version: v2`; the personal key goes in a header, never in the URL. */
export function getPrice(params: PriceParams, signal?: AbortSignal): Promise<Price> {
  const endpoint = endpointFor('swap');
  const key = getSetting(swapKeySetting);
  return requestJson({
    service: 'swap',
    url: priceUrl(endpoint.base, params),
    headers: { '0x-version': 'v2', ...(key ? { '0x-api-key': key } : {}) },
    schema: priceSchema,
    signal,
    viaProxyTo: endpoint.viaProxy ? endpoint.upstream : undefined,
    secrets: key ? [key] : [],
  });
}
