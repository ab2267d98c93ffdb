import { memo } from 'react';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { useShownPrice } from '../hooks/use-live-select.ts';
import { sameFields } from '../lib/live-price.ts';
import { currencyName, formatPrice } from '../lib/format-price.ts';
import { visibleCodes } from '../lib/snapshot.ts';
import { TradeTime, tradeFacts, type TradeFacts } from './trade-time.tsx';

/** The other currencies' cards. The list re-renders when the currencies shown change; each card, when its own price or time does. */
export function CurrencyCards({ highlighted, onSelect }: { highlighted: string; onSelect: (code: string) => void }) {
  const codes = useShownPrice((data) =>
    visibleCodes(data, highlighted)
      .filter((code) => code !== highlighted)
      .join(' '),
  );
  if (codes === '') return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Other currencies" data-focus-group>
      {codes.split(' ').map((code) => (
        <CurrencyCard key={code} code={code} onSelect={onSelect} />
      ))}
    </ul>
  );
}

interface CardShown {
  name: string;
  price: string;
  facts: TradeFacts;
}

const sameCard = (a: CardShown, b: CardShown) => a.name === b.name && a.price === b.price && sameFields(a.facts, b.facts);

/** One currency's card, re-rendered when its name, price or time as written changes. */
const CurrencyCard = memo(function CurrencyCard({ code, onSelect }: { code: string; onSelect: (code: string) => void }) {
  const { name, price, facts } = useShownPrice((data): CardShown => {
    const quote = data.quotes[code];
    // A currency the source stopped quoting: its card goes in the same render.
    if (!quote) return { name: code, price: '', facts: { fetchedAt: data.fetchedAt } };
    return { name: currencyName(code, quote.description), price: formatPrice(quote.price, code, { symbol: quote.symbol }), facts: tradeFacts(data, code) };
  }, sameCard);
  return (
    <li className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900" data-focus-item>
      <p className="line-clamp-2 break-words text-sm text-soft">{name}</p>
      <p className="text-xl font-semibold tabular-nums">{price}</p>
      <TradeTime facts={facts} />
      <button
        type="button"
        className="mt-1 text-sm text-accent underline underline-offset-2 hover:no-underline"
        onClick={(event) => {
          // The chosen currency moves up to the big price and its card goes.
          keepFocusOnRemoval(event.currentTarget, { fallback: () => document.getElementById('bpi-highlighted') });
          onSelect(code);
        }}
      >
        Highlight {code}
      </button>
    </li>
  );
});
