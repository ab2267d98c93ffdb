import { useSyncExternalStore } from 'react';
import { createStoredList } from '../../../shared/lib/stored-list.ts';
import { z } from '../../../shared/lib/zod.ts';
import { compareDecimal, decimalFromNumber, parseDecimal } from '../../../shared/lib/decimal.ts';

export interface PriceAlert {
  id: string;
  currency: string;
  direction: 'above' | 'below';
  /** The threshold as typed (a plain decimal), compared exactly. */
  threshold: string;
}

export const ALERTS_STORAGE_KEY = 'bpi.alerts.v1';
/** While alerts exist the price is also asked at this pace, hidden tab or not. */
export const ALERT_POLL_MS = 60_000;

const alertSchema = z.object({
  id: z.string(),
  currency: z.string(),
  direction: z.enum(['above', 'below']),
  threshold: z.string().refine((value) => parseDecimal(value) !== undefined),
});
const MAX_ALERTS = 50;

const stored = createStoredList({ key: ALERTS_STORAGE_KEY, entry: alertSchema, limit: MAX_ALERTS, idOf: (alert) => alert.id });

export const getAlerts = (): PriceAlert[] => stored.get();
export const saveAlerts = (alerts: PriceAlert[]) => stored.write(alerts);

export const addAlert = (alert: Omit<PriceAlert, 'id'>) =>
  saveAlerts([...getAlerts(), { ...alert, id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}` }]);

/** Removes an alert and returns what puts it back in its place. */
export function removeAlert(id: string): () => void {
  const before = getAlerts();
  saveAlerts(before.filter((alert) => alert.id !== id));
  return () => {
    const current = getAlerts();
    if (current.some((alert) => alert.id === id)) return;
    saveAlerts(before.filter((alert) => alert.id === id || current.some((kept) => kept.id === alert.id)));
  };
}

/** Forgets the in-memory copy so the next read comes from storage (tests). */
export const resetAlertsCache = stored.forget;

/** The alerts, kept in step with other tabs. */
export const useAlerts = stored.useList;

/** The alerts the prices have crossed: at or above an "above" threshold, at or below a "below" one. */
export function crossedAlerts(alerts: readonly PriceAlert[], prices: Record<string, number>): PriceAlert[] {
  return alerts.filter((alert) => {
    const price = prices[alert.currency];
    const threshold = parseDecimal(alert.threshold);
    if (price === undefined || !threshold) return false;
    const order = compareDecimal(decimalFromNumber(price), threshold);
    return alert.direction === 'above' ? order >= 0 : order <= 0;
  });
}

/**
 * A system notification when the person allowed them: through the service worker when one is
 * registered (Android Chrome refuses `new Notification`), else the constructor. False when none was shown.
 */
export async function notify(title: string, body: string): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, { body, tag: 'bpi-alert' });
    else new Notification(title, { body, tag: 'bpi-alert' });
    return true;
  } catch {
    return false;
  }
}

/** An alert that fired, with the price that crossed it, for the in-page banner. */
export interface FiredAlert {
  alert: PriceAlert;
  price: number;
}

const firedListeners = new Set<() => void>();
let fired: FiredAlert[] = [];

export function recordFired(now: FiredAlert[]) {
  fired = [...now, ...fired];
  firedListeners.forEach((listener) => listener());
}

export function clearFired() {
  fired = [];
  firedListeners.forEach((listener) => listener());
}

const subscribeFired = (listener: () => void) => {
  firedListeners.add(listener);
  return () => firedListeners.delete(listener);
};

/** Fired alerts of this page's lifetime, until dismissed. */
export const useFiredAlerts = () =>
  useSyncExternalStore(
    subscribeFired,
    () => fired,
    () => fired,
  );
