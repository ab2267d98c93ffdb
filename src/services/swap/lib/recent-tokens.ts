import { createStoredList } from '../../../shared/lib/stored-list.ts';
import { z } from '../../../shared/lib/zod.ts';
import { sameAddress } from './address.ts';
import type { Token } from './tokens.ts';

/** Tokens picked lately, per chain, newest first; only list tokens (a custom address is not kept). */
export const recentTokens = createStoredList({
  key: 'dashboard.swap.recent-tokens.v1',
  entry: z.object({ chainId: z.int().check(z.positive()), address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)) }),
  limit: 40,
  idOf: (entry) => `${entry.chainId}:${entry.address.toLowerCase()}`,
});

/** The chain's recently used tokens, at most five, as they are in the list. */
export function recentOn(entries: readonly { chainId: number; address: string }[], chainId: number, tokens: readonly Token[]): Token[] {
  return entries
    .filter((entry) => entry.chainId === chainId)
    .flatMap((entry) => tokens.filter((token) => sameAddress(token.address, entry.address)))
    .slice(0, 5);
}
