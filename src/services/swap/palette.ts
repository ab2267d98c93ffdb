import { amountForReader } from '../../shared/lib/amount.ts';
import type { PaletteSource } from '../../shared/registry/palette.ts';
import { chainById } from './lib/chains.ts';
import { pairLink, recentPairs } from './lib/recent-pairs.ts';

/** The pairs that got a price lately, each opening the same quote again. */
export const palette: PaletteSource = () =>
  recentPairs.get().map((pair) => {
    const chain = chainById(pair.chainId)?.name ?? `chain ${pair.chainId}`;
    const amount =
      pair.side === 'sell'
        ? `${amountForReader(pair.amount)} ${pair.sellSymbol} → ${pair.buySymbol}`
        : `${pair.sellSymbol} → ${amountForReader(pair.amount)} ${pair.buySymbol}`;
    return {
      id: `swap:pair:${pair.chainId}:${pair.sellToken}:${pair.buyToken}`,
      label: `${amount} on ${chain}`,
      group: 'Recent' as const,
      keywords: `swap quote pair ${pair.sellSymbol} ${pair.buySymbol} ${chain}`,
      to: pairLink(pair),
    };
  });
