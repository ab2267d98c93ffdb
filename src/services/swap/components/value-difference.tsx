import { formatPercentFromBps, formatUsd, usdValue, valueDifference, type ImpactLevel, type UsdRate } from '../lib/usd.ts';

interface ValueDifferenceProps {
  sellAmount: string;
  sellDecimals: number;
  buyAmount: string;
  buyDecimals: number;
  sellRate: UsdRate;
  buyRate: UsdRate;
}

const TONE: Record<ImpactLevel, string> = {
  neutral: 'border-zinc-200 bg-zinc-50 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800/50 dark:text-zinc-200',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100',
  danger: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
};
const LEVEL_WORD: Record<ImpactLevel, string> = { neutral: 'Value difference', warning: 'Warning: value difference', danger: 'High value loss' };

/** What the trade gives up against Coinbase's reference rates, when both sides have one. */
export function ValueDifference({ sellAmount, sellDecimals, buyAmount, buyDecimals, sellRate, buyRate }: ValueDifferenceProps) {
  if (sellRate.state !== 'known' || buyRate.state !== 'known') {
    return (
      <p className="text-sm text-muted">
        Value difference: needs a USD price for both tokens (
        {sellRate.state === 'known' ? 'missing for the token you receive' : 'missing for the token you give'}).
      </p>
    );
  }
  const give = usdValue(sellAmount, sellDecimals, sellRate.usd);
  const get = usdValue(buyAmount, buyDecimals, buyRate.usd);
  const difference = valueDifference(give, get);
  if (!difference) return null;
  const loss = difference.lossBasisPoints;
  const percent = formatPercentFromBps(loss < 0n ? -loss : loss);
  const dollars = formatUsd({ units: difference.lossUsd.units < 0n ? -difference.lossUsd.units : difference.lossUsd.units, scale: difference.lossUsd.scale });
  const sentence =
    loss < 0n ? `You would receive ${percent} more value than you give (${dollars}).` : `You would receive ${percent} less value than you give (${dollars}).`;
  return (
    <div className={`rounded-md border p-3 text-sm ${TONE[difference.level]}`}>
      <p>
        <strong>{LEVEL_WORD[difference.level]}:</strong> {sentence}
      </p>
      <p className="mt-0.5 text-xs">
        Measured against the Coinbase reference rates for {formatUsd(give)} given and {formatUsd(get)} received. It includes the price impact and the 0x and
        integrator fees taken from the amount received; it leaves out the network fee, which is paid on top (see Fees and gas).
      </p>
    </div>
  );
}
