import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { z } from '../../../shared/lib/zod.ts';
import { zeroExRequest } from './zero-ex-request.ts';

export const CHAINS_PATH = '/swap/chains';

/** `{"chains":[{"chainId":1,"chainName":"Ethereum"}, ...],"zid":"0x..."}`; ids may come as strings. */
export const chainsSchema = z.object({
  chains: z.array(
    z.object({
      chainId: z.union([z.int().check(z.positive()), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
      chainName: z.string(),
    }),
  ),
  zid: z.optional(z.string()),
});

export type ZeroExChain = z.output<typeof chainsSchema>['chains'][number];

/** The chains 0x supports now, through the proxy (or with a personal key). */
async function getSwapChains(endpoint: Endpoint, signal?: AbortSignal): Promise<ZeroExChain[]> {
  return (await zeroExRequest(endpoint, CHAINS_PATH, {}, chainsSchema, signal)).chains;
}

/** 0x adds chains rarely. */
const CHAINS_STALE_MS = 60 * 60_000;

export const chainsQuery = (endpoint: Endpoint) =>
  queryOptions({
    queryKey: queryKey('swap', 'chains', endpoint),
    queryFn: ({ signal }) => getSwapChains(endpoint, signal),
    staleTime: CHAINS_STALE_MS,
    // Without the list the built-in one serves: no need to insist.
    retry: false,
  });
