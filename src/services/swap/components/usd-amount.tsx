import { formatUsd, usdValue, type UsdRate } from '../lib/usd.ts';

/** "≈ $1,234.56" for a base-unit amount, or why there is no dollar value. */
export function UsdAmount({ amount, decimals, rate, className = '' }: { amount: string; decimals: number; rate: UsdRate; className?: string }) {
  const text =
    rate.state === 'known'
      ? `≈ ${formatUsd(usdValue(amount, decimals, rate.usd))}`
      : rate.state === 'unlisted'
        ? 'no USD price'
        : rate.state === 'unavailable'
          ? 'USD price unavailable'
          : 'USD value loading…';
  return <span className={`text-zinc-600 tabular-nums dark:text-zinc-400 ${className}`}>{text}</span>;
}
