import { memo, useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { btcAmountToCurrency, currencyAmountToBtc, readBtc, readCurrency, type Conversion } from '../lib/convert.ts';
import { useShownPrice } from '../hooks/use-live-select.ts';
import { formatPrice } from '../lib/format-price.ts';

type Edited = { side: 'btc' | 'currency'; text: string };

/**
 * BTC and the highlighted currency, linked: the field typed in is kept as typed, the other one is
 * computed from it with exact decimals at the current price, and follows each refresh.
 */
export function Converter({ code }: { code: string }) {
  const [edited, setEdited] = useState<Edited>({ side: 'btc', text: '1' });
  const price = useShownPrice((data) => data.quotes[code]?.price ?? Number.NaN);
  // Read once per edit (or currency); each streamed price recomputes only the product.
  const amount = useMemo(() => (edited.side === 'btc' ? readBtc(edited.text) : readCurrency(edited.text, code)), [edited, code]);
  const result: Conversion = edited.side === 'btc' ? btcAmountToCurrency(amount, price, code) : currencyAmountToBtc(amount, price);
  const computed = result.ok ? result.text : '';
  const btcText = edited.side === 'btc' ? edited.text : computed;
  const currencyText = edited.side === 'currency' ? edited.text : computed;
  const error = !result.ok && result.reason === 'invalid' ? result.error : undefined;
  const editBtc = useCallback((event: ChangeEvent<HTMLInputElement>) => setEdited({ side: 'btc', text: event.target.value }), []);
  const editCurrency = useCallback((event: ChangeEvent<HTMLInputElement>) => setEdited({ side: 'currency', text: event.target.value }), []);
  return (
    <section
      aria-labelledby="bpi-converter"
      className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="bpi-converter" className="text-base font-semibold">
        Convert BTC and {code}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ConverterSide label="Amount in BTC" copyLabel="Copy BTC amount" value={btcText} error={edited.side === 'btc' ? error : undefined} onChange={editBtc} />
        <ConverterSide
          label={`Amount in ${code}`}
          copyLabel={`Copy ${code} amount`}
          value={currencyText}
          error={edited.side === 'currency' ? error : undefined}
          onChange={editCurrency}
        />
      </div>
      <p className="text-xs text-soft">
        At {formatPrice(price, code)} per BTC, the current price; the computed amount follows each refresh. BTC to the satoshi (8 decimals).
      </p>
    </section>
  );
}

interface ConverterSideProps {
  label: string;
  copyLabel: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** One amount with its copy button. Memoised: a streamed price redraws the computed side only, not the one being typed in. */
const ConverterSide = memo(function ConverterSide({ label, copyLabel, value, error, onChange }: ConverterSideProps) {
  return (
    <div className="space-y-2">
      <TextField label={label} inputMode="decimal" autoComplete="off" value={value} error={error} onChange={onChange} />
      <CopyButton text={value} label={copyLabel} />
    </div>
  );
});
