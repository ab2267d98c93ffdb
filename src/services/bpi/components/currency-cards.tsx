import { memo } from 'react';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { currencyName, formatPrice } from '../lib/format-price.ts';
import type { Quote } from '../lib/snapshot.ts';
import { TradeTime } from './trade-time.tsx';

export function CurrencyCards({ quotes, onSelect, fetchedAt }: { quotes: Quote[]; onSelect: (code: string) => void; fetchedAt: number }) {
  if (quotes.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Other currencies" data-focus-group>
      {quotes.map((quote) => (
        <CurrencyCard key={quote.code} quote={quote} at={quote.tradeAt ?? fetchedAt} onSelect={onSelect} />
      ))}
    </ul>
  );
}

interface CurrencyCardProps {
  quote: Quote;
  /** The quote's trade time, or when a polled price was fetched. */
  at: number;
  onSelect: (code: string) => void;
}

const sameCard = (a: CurrencyCardProps, b: CurrencyCardProps) =>
  a.at === b.at &&
  a.onSelect === b.onSelect &&
  a.quote.code === b.quote.code &&
  a.quote.price === b.quote.price &&
  a.quote.symbol === b.quote.symbol &&
  a.quote.description === b.quote.description &&
  a.quote.tradeAt === b.quote.tradeAt &&
  a.quote.convertedFrom === b.quote.convertedFrom;

/** One currency's card. Compared by value: each streamed trade rebuilds every quote, but moves only some. */
const CurrencyCard = memo(function CurrencyCard({ quote, at, onSelect }: CurrencyCardProps) {
  return (
    <li className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900" data-focus-item>
      <p className="line-clamp-2 break-words text-sm text-soft">{currencyName(quote.code, quote.description)}</p>
      <p className="text-xl font-semibold tabular-nums">{formatPrice(quote.price, quote.code, { symbol: quote.symbol })}</p>
      <TradeTime quote={quote} fetchedAt={at} />
      <button
        type="button"
        className="mt-1 text-sm text-accent underline underline-offset-2 hover:no-underline"
        onClick={(event) => {
          // The chosen currency moves up to the big price and its card goes.
          keepFocusOnRemoval(event.currentTarget, { fallback: () => document.getElementById('bpi-highlighted') });
          onSelect(quote.code);
        }}
      >
        Highlight {quote.code}
      </button>
    </li>
  );
}, sameCard);
