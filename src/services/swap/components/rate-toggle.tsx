import { useState } from 'react';
import type { PriceAvailable } from '../api/schemas.ts';
import { displayRatio } from '../lib/amount.ts';
import type { Token } from '../lib/tokens.ts';

/** The rate both ways; a click on it puts the other direction first. */
export function RateToggle({ price, sell, buy }: { price: PriceAvailable; sell: Token; buy: Token }) {
  const [inverted, setInverted] = useState(false);
  const forward = `1 ${sell.symbol} = ${displayRatio(price.buyAmount, buy.decimals, price.sellAmount, sell.decimals)} ${buy.symbol}`;
  const backward = `1 ${buy.symbol} = ${displayRatio(price.sellAmount, sell.decimals, price.buyAmount, buy.decimals)} ${sell.symbol}`;
  const [first, second] = inverted ? [backward, forward] : [forward, backward];
  return (
    <>
      <button
        type="button"
        onClick={() => setInverted((current) => !current)}
        aria-label={`${first}. Show the rate the other way`}
        className="rounded text-left font-medium underline decoration-dotted underline-offset-2 hover:decoration-solid"
      >
        {first} <span aria-hidden="true">⇅</span>
      </button>
      <span className="block text-muted">{second}</span>
    </>
  );
}
