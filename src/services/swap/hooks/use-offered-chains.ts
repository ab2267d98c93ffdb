import { useQuery } from '@tanstack/react-query';
import { chainsQuery } from '../api/chains.ts';
import { CHAINS, type Chain } from '../lib/chains.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

export interface OfferedChains {
  chains: readonly Chain[];
  /** Where the list comes from, in words, for the field's hint. */
  source: string;
}

/**
 * The built-in chains that 0x lists at `/swap/chains`. The list needs a key: the proxy adds the
 * server's, or a personal key is sent. Without either, or when 0x does not answer, the built-in
 * list serves.
 */
export function useOfferedChains(): OfferedChains {
  const endpoint = useEndpoint('swap');
  const keyAvailable = endpoint.viaProxy || Boolean(endpoint.key);
  const query = useQuery({ ...chainsQuery(endpoint), enabled: keyAvailable });
  if (!query.data) {
    return { chains: CHAINS, source: query.isError ? "0x's chain list is unavailable: showing the built-in list" : 'Built-in list' };
  }
  const supported = new Set(query.data.map((chain) => chain.chainId));
  return { chains: CHAINS.filter((chain) => supported.has(chain.id)), source: 'Chains 0x supports now' };
}
