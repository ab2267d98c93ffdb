import type { Price } from '../api/schemas.ts';
import { displayRatio, displayUnits } from '../lib/amount.ts';
import type { Side } from '../lib/form.ts';
import type { Token } from '../lib/tokens.ts';
import { QuoteDetails } from './quote-details.tsx';

interface QuotePanelProps {
  price: Price;
  sell: Token;
  buy: Token;
  side: Side;
  nativeSymbol: string;
}

export function QuotePanel({ price, sell, buy, side, nativeSymbol }: QuotePanelProps) {
  if (!price.liquidityAvailable) {
    return (
      <div
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <p className="font-semibold">No liquidity for this pair and amount</p>
        <p className="mt-1 text-sm">
          0x found no way to swap {sell.symbol} for {buy.symbol} at this size. The quote is incomplete and cannot be executed. Try a smaller amount, another
          token or another chain.
        </p>
      </div>
    );
  }
  const exactSell = side === 'sell';
  const headline = exactSell
    ? { label: 'You receive about', amount: displayUnits(price.buyAmount, buy.decimals), token: buy }
    : { label: 'You pay about', amount: displayUnits(price.sellAmount, sell.decimals), token: sell };
  const limit = exactSell
    ? price.minBuyAmount && { label: 'Minimum received', value: `${displayUnits(price.minBuyAmount, buy.decimals)} ${buy.symbol}` }
    : price.maxSellAmount && { label: 'Maximum sold', value: `${displayUnits(price.maxSellAmount, sell.decimals)} ${sell.symbol}` };
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{headline.label}</p>
        <p className="text-3xl font-bold tracking-tight break-all">
          {headline.amount} <span className="text-xl font-semibold">{headline.token.symbol}</span>
        </p>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          for {exactSell ? `${displayUnits(price.sellAmount, sell.decimals)} ${sell.symbol}` : `${displayUnits(price.buyAmount, buy.decimals)} ${buy.symbol}`}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Price</dt>
        <dd>
          1 {sell.symbol} = {displayRatio(price.buyAmount, buy.decimals, price.sellAmount, sell.decimals)} {buy.symbol}
        </dd>
        <dt className="font-medium">Inverse price</dt>
        <dd>
          1 {buy.symbol} = {displayRatio(price.sellAmount, sell.decimals, price.buyAmount, buy.decimals)} {sell.symbol}
        </dd>
        {limit && (
          <>
            <dt className="font-medium">{limit.label}</dt>
            <dd>{limit.value} (with 1 % slippage allowed)</dd>
          </>
        )}
      </dl>
      <QuoteDetails price={price} sell={sell} buy={buy} nativeSymbol={nativeSymbol} />
    </div>
  );
}
