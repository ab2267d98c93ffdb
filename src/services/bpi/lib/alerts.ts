import { createStoredList } from '../../../shared/lib/stored-list.ts';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import { z } from '../../../shared/lib/zod.ts';
import { compareDecimal, decimalFromNumber, parseDecimal, type Decimal } from '../../../shared/lib/decimal.ts';
import { formatPrice } from './format-price.ts';

export interface PriceAlert {
  id: string;
  currency: string;
  direction: 'above' | 'below';
  /** The threshold as typed (a plain decimal), compared exactly. */
  threshold: string;
  /**
   * True while the alert waits for a crossing; false once it has fired, until the price moves back
   * past its re-arm level. Stored, so a reload with the price still beyond does not fire again.
   */
  armed: boolean;
}

const ALERTS_STORAGE_KEY = 'bpi.alerts.v1';
/** While alerts exist the price is also asked at this pace, hidden tab or not. */
export const ALERT_POLL_MS = 60_000;

const alertSchema = z.object({
  id: z.string(),
  currency: z.string(),
  direction: z.enum(['above', 'below']),
  threshold: z.string().check(z.refine((value) => parseDecimal(value) !== undefined)),
  armed: z._default(z.boolean(), true),
});
const MAX_ALERTS = 50;

const stored = createStoredList({ key: ALERTS_STORAGE_KEY, entry: alertSchema, limit: MAX_ALERTS, idOf: (alert) => alert.id });

export const getAlerts = (): PriceAlert[] => stored.get();
export const saveAlerts = (alerts: PriceAlert[]) => stored.write(alerts);

export const addAlert = (alert: Omit<PriceAlert, 'id' | 'armed'>) =>
  saveAlerts([...getAlerts(), { ...alert, armed: true, id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}` }]);

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

/** The alerts' stored list (kept in step with other tabs): its hook is `useAlerts`. */
export const storedAlerts = stored;

/** The share of the threshold the price must move back by before a fired alert can fire again. */
export const REARM_PER_MILLE = 1n;
/** The least it must move back by, in whole units of the alert's currency (a small threshold's 0.1 % is a few cents). */
export const REARM_MIN_UNITS = 1n;

/**
 * The hysteresis margin of an alert: 0.1 % of its threshold, and at least one unit of its currency
 * (1 dollar, 1 euro, 1 yen). A price jittering around the threshold stays within it.
 */
export function rearmMargin(threshold: Decimal): Decimal {
  const share: Decimal = { units: threshold.units * REARM_PER_MILLE, scale: threshold.scale + 3 };
  const least: Decimal = { units: REARM_MIN_UNITS, scale: 0 };
  return compareDecimal(share, least) >= 0 ? share : least;
}

/** The price a fired alert must go back to (at or past) before it fires again: below an "above" threshold, above a "below" one. */
export function rearmLevel(alert: Pick<PriceAlert, 'direction' | 'threshold'>): Decimal | undefined {
  const threshold = parseDecimal(alert.threshold);
  if (!threshold) return undefined;
  const margin = rearmMargin(threshold);
  const scale = Math.max(threshold.scale, margin.scale);
  const align = (value: Decimal) => value.units * 10n ** BigInt(scale - value.scale);
  const sign = alert.direction === 'above' ? -1n : 1n;
  return { units: align(threshold) + sign * align(margin), scale };
}

export interface AlertCheck {
  /** The alerts that fired on these prices, as they were before firing. */
  fired: PriceAlert[];
  /** Every alert with its new state: fired ones disarmed, ones back past their re-arm level armed again. */
  alerts: PriceAlert[];
  changed: boolean;
}

/**
 * Checks the alerts against the latest prices, with hysteresis: an armed alert fires when the price
 * is at or beyond its threshold (at or above for "above", at or below for "below") and is then
 * disarmed; it is armed again only once the price is back at or past its re-arm level. So a price
 * jittering around a threshold fires it once, and each real crossing after a move away fires it again.
 */
export function checkAlerts(alerts: readonly PriceAlert[], prices: Record<string, number>): AlertCheck {
  const fired: PriceAlert[] = [];
  let changed = false;
  const next = alerts.map((alert) => {
    const price = prices[alert.currency];
    const threshold = parseDecimal(alert.threshold);
    if (price === undefined || !threshold) return alert;
    const now = decimalFromNumber(price);
    const beyond = (level: Decimal) => (alert.direction === 'above' ? compareDecimal(now, level) >= 0 : compareDecimal(now, level) <= 0);
    if (alert.armed && beyond(threshold)) {
      fired.push(alert);
      changed = true;
      return { ...alert, armed: false };
    }
    const rearm = rearmLevel(alert)!;
    const backPast = alert.direction === 'above' ? compareDecimal(now, rearm) <= 0 : compareDecimal(now, rearm) >= 0;
    if (!alert.armed && backPast) {
      changed = true;
      return { ...alert, armed: true };
    }
    return alert;
  });
  return { fired, alerts: changed ? next : [...alerts], changed };
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
  /** When it fired (ms): one alert can fire several times a visit. */
  at: number;
}

const firedListeners = new Set<() => void>();
// What fired this visit, kept for the tab's life.
const fired = tabScope.define(() => ({ list: [] as FiredAlert[] }));

export function recordFired(now: FiredAlert[]) {
  fired().list = [...now, ...fired().list];
  firedListeners.forEach((listener) => listener());
}

export function clearFired() {
  fired().list = [];
  firedListeners.forEach((listener) => listener());
}

export const firedAlerts = () => fired().list;

export const subscribeToFired = (listener: () => void) => {
  firedListeners.add(listener);
  return () => firedListeners.delete(listener);
};

/** "BTC above $60,000.00": an alert in words. */
export const describeAlert = (alert: PriceAlert) => `BTC ${alert.direction} ${formatPrice(Number(alert.threshold), alert.currency)}`;
