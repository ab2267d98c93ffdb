import { amountForReader } from '../../shared/lib/amount.ts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { TileQuery } from '../../shared/board/tile-query.tsx';
import type { TileProps, TileRenderers } from '../../shared/board/tile-types.ts';
import { useOnline } from '../../shared/hooks/use-online.ts';
import type { Price, PriceAvailable } from './api/schemas.ts';
import { usePriceQuote } from './hooks/use-price-quote.ts';
import { useUsdRates } from './hooks/use-usd-rates.ts';
import { displayUnits } from './lib/amount.ts';
import { readPairPin, type PairPin } from './lib/pair-pin.ts';
import type { Token, TokensByChain } from './lib/tokens.ts';
import { useTokenList } from './hooks/use-token-list.ts';
import { Button } from '../../shared/ui/button.tsx';
import { formatPercentFromBps, formatUsd, usdValue, valueDifference, type UsdRate } from './lib/usd.ts';
import { UsdAmount } from './components/usd-amount.tsx';

const TONE = { neutral: '', warning: 'text-amber-900 dark:text-amber-200', danger: 'text-red-800 dark:text-red-300' } as const;

/** What the trade gives up against the dollar rates (price impact and fees), in one short line. */
function ValueLost({ price, sell, buy, sellRate, buyRate }: { price: PriceAvailable; sell: Token; buy: Token; sellRate: UsdRate; buyRate: UsdRate }) {
  if (sellRate.state !== 'known' || buyRate.state !== 'known') return null;
  const difference = valueDifference(usdValue(price.sellAmount, sell.decimals, sellRate.usd), usdValue(price.buyAmount, buy.decimals, buyRate.usd));
  if (!difference) return null;
  const loss = difference.lossBasisPoints;
  const dollars = formatUsd({ units: difference.lossUsd.units < 0n ? -difference.lossUsd.units : difference.lossUsd.units, scale: difference.lossUsd.scale });
  return (
    <p className={`truncate text-sm ${TONE[difference.level]}`}>
      {loss < 0n ? 'Value gained' : 'Value lost'} {formatPercentFromBps(loss < 0n ? -loss : loss)} ({dollars})
    </p>
  );
}

/** What the fixed amount gets (or costs), its dollar value and the value lost. */
function QuoteLines({ price, pin, rateOf }: { price: Price; pin: PairPin & { ok: true }; rateOf: (token: Token) => UsdRate }) {
  const { sell, buy, form } = pin;
  if (!price.liquidityAvailable) {
    return (
      <p role="status" className="text-sm font-medium text-amber-900 dark:text-amber-200">
        No liquidity for this pair and amount: 0x found no way to swap {sell.symbol} for {buy.symbol} at this size.
      </p>
    );
  }
  const quoted = form.side === 'sell' ? { amount: price.buyAmount, token: buy } : { amount: price.sellAmount, token: sell };
  return (
    <>
      <p className="truncate text-2xl font-semibold tabular-nums" title={`${displayUnits(quoted.amount, quoted.token.decimals, 18)} ${quoted.token.symbol}`}>
        {displayUnits(quoted.amount, quoted.token.decimals)} <span className="text-base">{quoted.token.symbol}</span>
      </p>
      <p className="text-sm">
        <UsdAmount amount={quoted.amount} decimals={quoted.token.decimals} rate={rateOf(quoted.token)} />
      </p>
      <ValueLost price={price} sell={sell} buy={buy} sellRate={rateOf(sell)} buyRate={rateOf(buy)} />
    </>
  );
}

/** A live pair: the page's price query (same key, same interval, paused while the tab is hidden). */
function PairQuote({ pin, inputKey }: { pin: PairPin & { ok: true }; inputKey: string }) {
  const { sell, buy, form, chain } = pin;
  const { query, intervalMs, pausedReason } = usePriceQuote(pin.params, inputKey);
  const usd = useUsdRates([sell, buy], true);
  const fixed = form.side === 'sell' ? sell : buy;
  return (
    <>
      {/* Says which side is fixed: "0.5 ETH on Ethereum gets about" 0.017 WBTC; "100 USDC … costs about" 0.03 ETH. */}
      <p className={`truncate text-xs $"text-muted"`}>
        {amountForReader(form.amount.trim())} {fixed.symbol} on {chain.name} {form.side === 'sell' ? 'gets about' : 'costs about'}
      </p>
      <TileQuery query={query}>
        {(price) => (
          <div>
            <QuoteLines price={price} pin={pin} rateOf={usd.rateOf} />
            <p className={`text-xs $"text-muted"`}>
              {pausedReason === 'the tab is hidden'
                ? 'Paused while the tab is hidden'
                : pausedReason
                  ? `Paused: ${pausedReason}`
                  : `Refreshing every ${Math.round(intervalMs / 1000)} s`}
            </p>
          </div>
        )}
      </TileQuery>
    </>
  );
}

/** What keeps a pin from quoting, with the page to fix it (and, for a received pin, the choice to take the link's word). */
function PinProblem({ url, pin, confirm }: { url: string; pin: PairPin & { ok: false }; confirm: TileProps['confirm'] }) {
  return (
    <div className="space-y-2 text-sm">
      <p>
        {pin.problem}{' '}
        <Link to={url} className="text-accent underline underline-offset-2">
          Open the page
        </Link>
      </p>
      {pin.askToTrust && confirm && (
        <Button className="min-h-8 px-2.5 py-1 text-xs" onClick={confirm}>
          Use the link’s decimals
        </Button>
      )}
    </div>
  );
}

/** The pair once the chain's token list is here: the quote, or what keeps the pin from quoting. */
function ResolvedPair({ url, search, details, received, confirm, tokens }: TileProps & { tokens: TokensByChain }) {
  const online = useOnline();
  const pin = useMemo(() => readPairPin(search, details, tokens, received ? 'received' : 'own'), [search, details, tokens, received]);
  if (!pin.ok) return <PinProblem url={url} pin={pin} confirm={confirm} />;
  if (!online) {
    return (
      <div className="text-sm">
        <p className="font-medium">No quote offline</p>
        <p className="text-muted">A quote is a live price: it needs the network, and none is kept.</p>
      </div>
    );
  }
  return <PairQuote pin={pin} inputKey={url} />;
}

/**
 * A swap pair and amount: the live indicative quote, its dollar value and the value lost (price
 * impact and fees, against Coinbase's rates, as the page measures it), refreshing as the page
 * does. Its tokens are read from the page's token list. Quotes are never kept, so offline there
 * is nothing to show.
 */
function PairTile(props: TileProps) {
  const tokenList = useTokenList();
  return (
    <TileQuery query={tokenList} withAge={false}>
      {(tokens) => <ResolvedPair {...props} tokens={tokens} />}
    </TileQuery>
  );
}

export const tiles: TileRenderers = { pair: PairTile };
