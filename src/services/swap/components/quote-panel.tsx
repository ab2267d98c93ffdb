import type { Price } from '../api/schemas.ts';
import { displayUnits } from '../lib/amount.ts';
import type { Side } from '../lib/form.ts';
import { slippagePercentText } from '../lib/slippage.ts';
import type { Token } from '../lib/tokens.ts';
import type { UsdRate } from '../lib/usd.ts';
import { NoLiquidity } from './no-liquidity.tsx';
import { QuoteDetails } from './quote-details.tsx';
import { QuoteWarnings } from './quote-warnings.tsx';
import { RateToggle } from './rate-toggle.tsx';
import { UsdAmount } from './usd-amount.tsx';
import { ValueDifference } from './value-difference.tsx';

interface QuotePanelProps {
  price: Price;
  sell: Token;
  buy: Token;
  native: Token;
  side: Side;
  /** The amount the person fixed, in base units (for advice when there is no liquidity). */
  requestedAmount: string;
  slippageBps: number;
  rateOf: (token: Token) => UsdRate;
}

export function QuotePanel({ price, sell, buy, native, side, requestedAmount, slippageBps, rateOf }: QuotePanelProps) {
  if (!price.liquidityAvailable) {
    const token = side === 'sell' ? sell : buy;
    return <NoLiquidity sell={sell} buy={buy} amount={requestedAmount} token={token} rate={rateOf(token)} />;
  }
  const exactSell = side === 'sell';
  const headline = exactSell
    ? { label: 'You receive about', amount: price.buyAmount, token: buy }
    : { label: 'You pay about', amount: price.sellAmount, token: sell };
  const other = exactSell ? { amount: price.sellAmount, token: sell } : { amount: price.buyAmount, token: buy };
  const limit = exactSell
    ? price.minBuyAmount && { label: 'Minimum received', amount: price.minBuyAmount, token: buy }
    : price.maxSellAmount && { label: 'Maximum sold', amount: price.maxSellAmount, token: sell };
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-soft">{headline.label}</p>
        <p className="text-3xl font-bold tracking-tight break-all">
          {displayUnits(headline.amount, headline.token.decimals)} <span className="text-xl font-semibold">{headline.token.symbol}</span>
        </p>
        <p className="text-sm">
          <UsdAmount amount={headline.amount} decimals={headline.token.decimals} rate={rateOf(headline.token)} />
        </p>
        <p className="mt-1 text-sm text-soft">
          for {displayUnits(other.amount, other.token.decimals)} {other.token.symbol}{' '}
          <UsdAmount amount={other.amount} decimals={other.token.decimals} rate={rateOf(other.token)} />
        </p>
      </div>
      <ValueDifference
        sellAmount={price.sellAmount}
        sellDecimals={sell.decimals}
        buyAmount={price.buyAmount}
        buyDecimals={buy.decimals}
        sellRate={rateOf(sell)}
        buyRate={rateOf(buy)}
      />
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Rate</dt>
        <dd>
          <RateToggle price={price} sell={sell} buy={buy} />
        </dd>
        {limit && (
          <>
            <dt className="font-medium">{limit.label}</dt>
            <dd>
              {displayUnits(limit.amount, limit.token.decimals)} {limit.token.symbol}{' '}
              <UsdAmount amount={limit.amount} decimals={limit.token.decimals} rate={rateOf(limit.token)} /> (with {slippagePercentText(slippageBps)}% slippage
              allowed)
            </dd>
          </>
        )}
      </dl>
      <QuoteWarnings price={price} sell={sell} buy={buy} />
      <QuoteDetails price={price} sell={sell} buy={buy} native={native} nativeRate={rateOf(native)} />
    </div>
  );
}
