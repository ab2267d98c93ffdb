import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass, TextField } from '../../../shared/ui/field.tsx';
import { UndoToast } from '../../../shared/ui/undo-toast.tsx';
import { useUndoableDelete } from '../../../shared/ui/use-undoable-delete.ts';
import { bpiQueries } from '../api/queries.ts';
import {
  addAlert,
  ALERT_POLL_MS,
  clearFired,
  crossedAlerts,
  getAlerts,
  notify,
  recordFired,
  removeAlert,
  saveAlerts,
  useAlerts,
  useFiredAlerts,
  type PriceAlert,
} from '../lib/alerts.ts';
import { formatDecimal, parseDecimal } from '../lib/decimal.ts';
import { formatPrice } from '../lib/format-price.ts';
import type { BpiData } from '../lib/snapshot.ts';

const describe = (alert: PriceAlert) => `BTC ${alert.direction} ${formatPrice(Number(alert.threshold), alert.currency)}`;
const permission = () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** Checks the alerts against every price that arrives (each streamed trade); a fired alert is done and leaves the list. */
export function useAlertChecks(data: BpiData) {
  useEffect(() => {
    const prices = Object.fromEntries(Object.values(data.quotes).map((quote) => [quote.code, quote.price]));
    const crossed = crossedAlerts(getAlerts(), prices);
    if (crossed.length === 0) return;
    saveAlerts(getAlerts().filter((alert) => !crossed.includes(alert)));
    const now = crossed.map((alert) => ({ alert, price: prices[alert.currency]! }));
    recordFired(now);
    for (const { alert, price } of now) void notify(describe(alert), `Now ${formatPrice(price, alert.currency)}.`);
  }, [data]);
}

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
    const timer = setInterval(() => void client.refetchQueries({ queryKey: bpiQueries.prices() }), ALERT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, client]);

  return (
    <section aria-labelledby="bpi-alerts" className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="bpi-alerts" className="text-base font-semibold">
        Price alerts
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Alerts work only while this tab is open (it may be in the background): the price is checked at every streamed trade or refresh and, while alerts wait
        without the stream, once a minute.
      </p>
      {fired.length > 0 && (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-50"
        >
          <ul className="space-y-1">
            {fired.map(({ alert, price }) => (
              <li key={alert.id}>
                <span className="font-semibold">{describe(alert)}</span>: now {formatPrice(price, alert.currency)}.
              </li>
            ))}
          </ul>
          <Button onClick={clearFired}>Dismiss</Button>
        </div>
      )}
      <AlertForm code={code} />
      {alerts.length > 0 && (
        <ul aria-label="Waiting alerts" className="space-y-1" data-focus-group>
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-focus-item>
              <span>{describe(alert)}</span>
              <Button
                aria-label={`Remove the alert ${describe(alert)}`}
                onClick={(event) => {
                  keepFocusOnRemoval(event.currentTarget, { fallback: () => document.getElementById('bpi-alerts') });
                  remove({ message: `Removed the alert ${describe(alert)}.`, apply: () => removeAlert(alert.id) });
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
    const value = parseDecimal(threshold);
    if (!value || value.units === 0n) {
      setError('Enter a price such as 70,000 or 65,500.50.');
      return;
    }
    addAlert({ currency: code, direction, threshold: formatDecimal(value).replaceAll(',', '') });
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
