import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass, TextField } from '../../../shared/ui/field.tsx';
import { UndoToast } from '../../../shared/ui/undo-toast.tsx';
import { useUndoableDelete } from '../../../shared/hooks/use-undoable-delete.ts';
import { pricesKey } from '../api/price.ts';
import { useAlerts, useFiredAlerts } from '../hooks/use-alerts.ts';
import { addAlert, ALERT_POLL_MS, clearFired, describeAlert, rearmLevel, removeAlert, type PriceAlert } from '../lib/alerts.ts';
import { formatDecimal, type Decimal } from '../../../shared/lib/decimal.ts';
import { parseAmount } from '../../../shared/lib/amount.ts';
import { writeDigits } from '../../../shared/lib/reader-locale.ts';
import { minorUnitsOf } from '../lib/convert.ts';
import { formatPrice } from '../lib/format-price.ts';

const permission = () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

const formatLevel = (value: Decimal, currency: string) => formatPrice(Number(formatDecimal(value).replaceAll(',', '')), currency);
/** "fires again once BTC has gone below $59,940.00", in words for the list. */
const rearmWords = (alert: PriceAlert) =>
  `fires again once BTC has gone ${alert.direction === 'above' ? 'below' : 'above'} ${formatLevel(rearmLevel(alert)!, alert.currency)}`;

/**
 * "Tell me when BTC goes above / below X" while this tab is open: a banner here, and a notification
 * when allowed. Memoised: the checks run with each price (useAlertChecks); the form need not.
 */
export const AlertsPanel = memo(function AlertsPanel({ code, streaming }: { code: string; streaming: boolean }) {
  const alerts = useAlerts();
  const client = useQueryClient();
  const fired = useFiredAlerts();
  const [allowed, setAllowed] = useState(permission);
  const { remove, toast } = useUndoableDelete();

  // While alerts wait, the price is asked once a minute even when the tab is hidden (the stream,
  // while it streams, brings every trade without asking).
  const waiting = alerts.length > 0 && !streaming;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void client.refetchQueries({ queryKey: pricesKey() }), ALERT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, client]);

  return (
    <section aria-labelledby="bpi-alerts" className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="bpi-alerts" className="text-base font-semibold">
        Price alerts
      </h2>
      <p className="text-sm text-soft">
        Alerts work only while this tab is open (it may be in the background), checked at every streamed trade or refresh, and once a minute without the stream.
        Each fires once per crossing, and again only after the price has gone back by 0.1 % of the threshold (at least 1 {code}).
      </p>
      {fired.length > 0 && (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-50"
        >
          <ul className="space-y-1">
            {fired.map(({ alert, price, at }) => (
              <li key={`${alert.id}@${at}`}>
                <span className="font-semibold">{describeAlert(alert)}</span>: now {formatPrice(price, alert.currency)}.
              </li>
            ))}
          </ul>
          <Button onClick={clearFired}>Dismiss</Button>
        </div>
      )}
      <AlertForm code={code} />
      {alerts.length > 0 && (
        <ul aria-label="Your alerts" className="divide-y divide-zinc-200 dark:divide-zinc-800" data-focus-group>
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-focus-item>
              <span>
                {describeAlert(alert)}
                <span className="text-soft">{alert.armed ? ' — waiting' : ` — fired; ${rearmWords(alert)}`}</span>
              </span>
              <Button
                aria-label={`Remove the alert ${describeAlert(alert)}`}
                onClick={(event) => {
                  keepFocusOnRemoval(event.currentTarget, { fallback: () => document.getElementById('bpi-alerts') });
                  remove({ message: `Removed the alert ${describeAlert(alert)}.`, apply: () => removeAlert(alert.id) });
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {allowed === 'default' && <Button onClick={() => void Notification.requestPermission().then(setAllowed)}>Also notify me outside this page</Button>}
      {allowed === 'denied' && <p className="text-sm">Notifications are blocked for this site; alerts show here on the page.</p>}
      <UndoToast {...toast} />
    </section>
  );
});

function AlertForm({ code }: { code: string }) {
  const directionId = useId();
  const [direction, setDirection] = useState<PriceAlert['direction']>('above');
  const [threshold, setThreshold] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(threshold, { decimals: minorUnitsOf(code), unit: code });
    if (!value.ok) {
      setError(value.problem === 'empty' ? `Enter a price such as ${writeDigits('70000')} or ${writeDigits('65500', '50')}.` : `${value.error}.`);
      return;
    }
    addAlert({ currency: code, direction, threshold: formatDecimal({ units: value.units, scale: minorUnitsOf(code) }).replaceAll(',', '') });
    setThreshold('');
    setError(undefined);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <label htmlFor={directionId} className="block text-sm font-medium">
          Tell me when BTC goes
        </label>
        <select id={directionId} className={inputClass} value={direction} onChange={(event) => setDirection(event.target.value as PriceAlert['direction'])}>
          <option value="above">above</option>
          <option value="below">below</option>
        </select>
      </div>
      <div className="min-w-40 flex-1">
        <TextField
          label={`Price in ${code}`}
          inputMode="decimal"
          autoComplete="off"
          value={threshold}
          error={error}
          onChange={(event) => setThreshold(event.target.value)}
        />
      </div>
      <Button type="submit" variant="primary">
        Add alert
      </Button>
    </form>
  );
}
