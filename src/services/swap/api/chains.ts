import { endpointFor } from '../../../shared/config/endpoints.ts';
import { getSetting } from '../../../shared/config/settings-store.ts';
import { requestJson } from '../../../shared/http/request.ts';
import { z } from '../../../shared/lib/zod.ts';
import { swapKeySetting } from '../service.ts';

export const CHAINS_PATH = '/swap/chains';

/** `{"chains":[{"chainId":1,"chainName":"Ethereum"}, ...],"zid":"0x..."}`; ids may come as strings. */
export const chainsSchema = z.object({
  chains: z.array(z.object({ chainId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]), chainName: z.string() })),
  zid: z.string().optional(),
});

export type ZeroExChain = z.output<typeof chainsSchema>['chains'][number];

/** The chains 0x supports now, through the proxy (or with a personal key). */
export async function getSwapChains(signal?: AbortSignal): Promise<ZeroExChain[]> {
  const endpoint = endpointFor('swap');
  const key = getSetting(swapKeySetting);
  const reply = await requestJson({
    service: 'swap',
    url: `${endpoint.base}${CHAINS_PATH}`,
    headers: { '0x-version': 'v2', ...(key ? { '0x-api-key': key } : {}) },
    schema: chainsSchema,
    signal,
    viaProxyTo: endpoint.viaProxy ? endpoint.upstream : undefined,
    secrets: key ? [key] : [],
  });
  return reply.chains;
}
