import type { PriceAvailable } from '../api/schemas.ts';
import { displayUnits, formatBps } from '../lib/amount.ts';
import { sameAddress } from '../lib/address.ts';
import type { Token } from '../lib/tokens.ts';
import type { UsdRate } from '../lib/usd.ts';
import { UsdAmount } from './usd-amount.tsx';

interface QuoteDetailsProps {
  price: PriceAvailable;
  sell: Token;
  buy: Token;
  native: Token;
  nativeRate: UsdRate;
}

type Fee = { amount: string; token: string } | null | undefined;

export function QuoteDetails({ price, sell, buy, native, nativeRate }: QuoteDetailsProps) {
  const tokenAmount = (fee: Fee) => {
    if (!fee) return 'None';
    const token = [sell, buy].find((candidate) => sameAddress(candidate.address, fee.token));
    return token ? `${displayUnits(fee.amount, token.decimals)} ${token.symbol}` : `${fee.amount} base units of ${fee.token}`;
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="swap-route-heading">
        <h3 id="swap-route-heading" className="mb-2 font-semibold">
          Route
        </h3>
        <ul className="space-y-2 text-sm">
          {price.route.fills.map((fill, index) => (
            <li key={`${fill.source}-${index}`}>
              <div className="flex justify-between gap-2">
                <span className="break-all">{fill.source.replaceAll('_', ' ')}</span>
                <span className="shrink-0 font-medium">{formatBps(fill.proportionBps)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-zinc-200 dark:bg-zinc-700">
                <div className="h-1.5 rounded-full bg-accent" style={{ width: `${Math.min(100, Number(fill.proportionBps) / 100)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="swap-fees-heading">
        <h3 id="swap-fees-heading" className="mb-2 font-semibold">
          Fees and gas
        </h3>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium">0x fee</dt>
          <dd>{tokenAmount(price.fees?.zeroExFee)}</dd>
          <dt className="font-medium">Integrator fee</dt>
          <dd>{tokenAmount(price.fees?.integratorFee)}</dd>
          <dt className="font-medium">Gas fee</dt>
          <dd>{tokenAmount(price.fees?.gasFee)}</dd>
          <dt className="font-medium">Gas</dt>
          <dd>
            {price.gas ? `${displayUnits(price.gas, 0)} units` : 'Unknown'}
            {price.gasPrice && ` at ${displayUnits(price.gasPrice, 9, 3)} gwei`}
          </dd>
          <dt className="font-medium">Network fee</dt>
          <dd>
            {price.totalNetworkFee ? (
              <>
                {displayUnits(price.totalNetworkFee, native.decimals, 4)} {native.symbol}{' '}
                <UsdAmount amount={price.totalNetworkFee} decimals={native.decimals} rate={nativeRate} className="whitespace-nowrap" />
              </>
            ) : (
              'Unknown'
            )}
          </dd>
        </dl>
        <p className="mt-2 text-xs text-muted">
          Block {price.blockNumber ?? 'unknown'} · quote id {price.zid ?? 'none'}
        </p>
      </section>
    </div>
  );
}
