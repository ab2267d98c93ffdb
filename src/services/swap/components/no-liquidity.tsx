import { displayUnits } from '../lib/amount.ts';
import type { Token } from '../lib/tokens.ts';
import { formatUsd, usdValue, type UsdRate } from '../lib/usd.ts';

/** Below this a trade is too small for most pools (fees exceed it); above the other, too large. */
const TINY_USD_CENTS = 100n;
const LARGE_USD_CENTS = 100_000_000n;

/** The advice follows the cause: the amount's dollar value tells a tiny trade from a huge one. */
export function NoLiquidity({ sell, buy, amount, token, rate }: { sell: Token; buy: Token; amount: string; token: Token; rate: UsdRate }) {
  let advice = 'Try another amount, another token or another chain.';
  if (rate.state === 'known') {
    const value = usdValue(amount, token.decimals, rate.usd);
    const cents = (value.units * 100n) / 10n ** BigInt(value.scale);
    const worth = `${displayUnits(amount, token.decimals)} ${token.symbol} is worth about ${formatUsd(value)}`;
    if (cents < TINY_USD_CENTS) advice = `${worth}: too small for the pools to route. Try a larger amount.`;
    else if (cents > LARGE_USD_CENTS) advice = `${worth}: more than the pools can take at once. Try a smaller amount.`;
    else advice = `${worth}, a usual size: try another token or another chain.`;
  }
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">No liquidity for this pair and amount</p>
      <p className="mt-1 text-sm">
        0x found no way to swap {sell.symbol} for {buy.symbol} at this size, so there is no price to show. {advice}
      </p>
    </div>
  );
}
