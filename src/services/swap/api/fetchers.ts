import type { Endpoint } from '../../../shared/config/endpoints.ts';
import type { PriceParams } from '../lib/form.ts';
import { priceSchema, type Price } from './schemas.ts';
import { zeroExRequest } from './zero-ex-request.ts';

export const PRICE_PATH = '/swap/allowance-holder/price';

export function getPrice(endpoint: Endpoint, params: PriceParams, signal?: AbortSignal): Promise<Price> {
  const { chainId, sellToken, buyToken, sellAmount, buyAmount, slippageBps } = params;
  return zeroExRequest(endpoint, PRICE_PATH, { chainId, sellToken, buyToken, sellAmount, buyAmount, slippageBps }, priceSchema, signal);
}
