import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { currencyName, formatPrice } from '../lib/format-price.ts';
import type { Quote } from '../lib/snapshot.ts';
import { TradeTime } from './trade-time.tsx';

export function CurrencyCards({ quotes, onSelect, fetchedAt }: { quotes: Quote[]; onSelect: (code: string) => void; fetchedAt: number }) {
  if (quotes.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Other currencies" data-focus-group>
      {quotes.map((quote) => (
        <li key={quote.code} className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900" data-focus-item>
          <p className="line-clamp-2 break-words text-sm text-zinc-700 dark:text-zinc-300">{currencyName(quote.code, quote.description)}</p>
          <p className="text-xl font-semibold tabular-nums">{formatPrice(quote.price, quote.code, { symbol: quote.symbol })}</p>
          <TradeTime quote={quote} fetchedAt={fetchedAt} />
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
      ))}
    </ul>
  );
}
