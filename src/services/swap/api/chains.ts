import type { Endpoint } from '../../../shared/config/endpoints.ts';
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
export async function getSwapChains(endpoint: Endpoint, signal?: AbortSignal): Promise<ZeroExChain[]> {
  return (await zeroExRequest(endpoint, CHAINS_PATH, {}, chainsSchema, signal)).chains;
}
