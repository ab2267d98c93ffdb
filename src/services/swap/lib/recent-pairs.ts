import { createStoredList } from '../../../shared/lib/stored-list.ts';
import { z } from '../../../shared/lib/zod.ts';
import type { Side } from './form.ts';
import type { Token } from './tokens.ts';

const LIMIT = 8;
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
// Symbols come from the token list or a custom token's short address; kept short for labels.
const symbol = z.string().check(z.minLength(1), z.maxLength(24));

const pairSchema = z.object({
  chainId: z.int().check(z.positive()),
  sellToken: address,
  buyToken: address,
  sellSymbol: symbol,
  buySymbol: symbol,
  amount: z.string().check(z.regex(/^\d{1,30}(\.\d{1,36})?$/)),
  side: z.enum(['sell', 'buy']),
});
export type RecentPair = z.infer<typeof pairSchema>;

/** Pairs that got a price lately, newest first, for the command palette; one entry per chain and direction. */
export const recentPairs = createStoredList({
  key: 'dashboard.swap.recent-pairs.v1',
  entry: pairSchema,
  limit: LIMIT,
  idOf: (pair) => `${pair.chainId}:${pair.sellToken.toLowerCase()}:${pair.buyToken.toLowerCase()}`,
});

/** The pair a quote was given for, or nothing when the amount is not a plain decimal. */
export function pairOf(sell: Token, buy: Token, amount: string, side: Side): RecentPair | undefined {
  const parsed = pairSchema.safeParse({
    chainId: sell.chainId,
    sellToken: sell.address,
    buyToken: buy.address,
    sellSymbol: sell.symbol.slice(0, 24),
    buySymbol: buy.symbol.slice(0, 24),
    amount: amount.trim(),
    side,
  });
  return parsed.success ? parsed.data : undefined;
}

/** Records a pair that got a price; the same pair moves to the front with its latest amount. */
export function rememberPair(pair: RecentPair) {
  recentPairs.write([pair, ...recentPairs.get()]);
}

/** The /swap link that asks for the same quote again. */
export function pairLink(pair: RecentPair): string {
  const params = new URLSearchParams({
    chainId: String(pair.chainId),
    sellToken: pair.sellToken,
    buyToken: pair.buyToken,
    amount: pair.amount,
    side: pair.side,
  });
  return `/swap?${params.toString()}`;
}
