import { useEffect, useSyncExternalStore } from 'react';
import { checkAlerts, describeAlert, firedAlerts, getAlerts, notify, recordFired, saveAlerts, storedAlerts, subscribeToFired } from '../lib/alerts.ts';
import { formatPrice } from '../lib/format-price.ts';
import type { BpiData } from '../lib/snapshot.ts';
import { usePriceStores } from './use-live-select.ts';

/** The alerts, kept in step with other tabs. */
export const useAlerts = storedAlerts.useList;

/** Fired alerts of this page's lifetime, until dismissed. */
export const useFiredAlerts = () => useSyncExternalStore(subscribeToFired, firedAlerts, firedAlerts);

/**
 * Checks the alerts against every price that arrives (each streamed trade, each refresh): an alert
 * fires once per crossing and re-arms when the price has moved back past its margin (checkAlerts).
 * Subscribed to the price, so the checks re-render nothing.
 */
export function useAlertChecks() {
  const { price } = usePriceStores();
  useEffect(() => {
    let checked: BpiData | undefined;
    const check = () => {
      const data = price.getSnapshot();
      if (!data || data === checked) return;
      checked = data;
      checkPrices(data);
    };
    check();
    return price.subscribe(check);
  }, [price]);
}

/** One check of the alerts against the prices: saves what changed, and tells of each alert that fired. */
function checkPrices(data: BpiData) {
  const prices = Object.fromEntries(Object.values(data.quotes).map((quote) => [quote.code, quote.price]));
  const check = checkAlerts(getAlerts(), prices);
  if (!check.changed) return;
  saveAlerts(check.alerts);
  if (check.fired.length === 0) return;
  const at = Date.now();
  const now = check.fired.map((alert) => ({ alert, price: prices[alert.currency]!, at }));
  recordFired(now);
  for (const { alert, price } of now) void notify(describeAlert(alert), `Now ${formatPrice(price, alert.currency)}.`);
}
