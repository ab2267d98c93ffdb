import { describe, expect, it, vi } from 'vitest';
import { addAlert, checkAlerts, getAlerts, notify, rearmLevel, removeAlert, saveAlerts, type PriceAlert } from './alerts.ts';
import { formatDecimal } from '../../../shared/lib/decimal.ts';
import { resetStores } from '../../../testing/reset-stores.ts';

/** Where this browser keeps the price alerts: saved alerts are read back under this key, so it never changes. */
const ALERTS_STORAGE_KEY = 'bpi.alerts.v1';

const alert = (direction: PriceAlert['direction'], threshold: string, currency = 'USD'): PriceAlert => ({
  id: `${direction}${threshold}`,
  currency,
  direction,
  threshold,
  armed: true,
});

/** Runs the prices through the alerts one tick at a time, as the page does; the ids fired at each tick. */
function ticks(alerts: PriceAlert[], prices: number[], currency = 'USD') {
  let current = alerts;
  return prices.map((price) => {
    const check = checkAlerts(current, { [currency]: price });
    current = check.alerts;
    return check.fired.map((fired) => fired.id);
  });
}

describe('price alerts', () => {
  it('fires above at or over the threshold and below at or under it, exactly, per currency', () => {
    const alerts = [alert('above', '60000.10'), alert('below', '59000'), alert('above', '1', 'JPY')];
    expect(checkAlerts(alerts, { USD: 60_000.1 }).fired.map((fired) => fired.id)).toEqual(['above60000.10']);
    expect(checkAlerts(alerts, { USD: 60_000.09 })).toMatchObject({ fired: [], changed: false });
    expect(checkAlerts(alerts, { USD: 59_000 }).fired.map((fired) => fired.id)).toEqual(['below59000']);
  });

  it('re-arms 0.1 % of the threshold back, and at least one unit of the currency', () => {
    const level = (direction: PriceAlert['direction'], threshold: string) => formatDecimal(rearmLevel({ direction, threshold })!);
    expect(level('above', '60000')).toBe('59,940');
    expect(level('below', '60000')).toBe('60,060');
    expect(level('above', '65500.50')).toBe('65,434.9995');
    expect(level('above', '500')).toBe('499');
    expect(level('below', '0.5')).toBe('1.5');
  });

  it('"above": a price jittering around the threshold fires once; back past the margin and up again fires a second time', () => {
    const jitter = [59_999.99, 60_000, 59_999.5, 60_000.01, 59_990, 60_003, 59_941, 60_000.02];
    const fired = ticks([alert('above', '60000')], [...jitter, 59_940, 59_990, 60_000.5, 59_999, 60_001]);
    expect(fired.flat()).toEqual(['above60000', 'above60000']);
    expect(fired.findIndex((ids) => ids.length > 0)).toBe(1);
    expect(fired.findLastIndex((ids) => ids.length > 0)).toBe(jitter.length + 2);
  });

  it('"below": the same, mirrored', () => {
    const jitter = [60_000.01, 60_000, 60_000.5, 59_999.99, 60_059.99, 59_990];
    const fired = ticks([alert('below', '60000')], [...jitter, 60_060, 60_010, 59_999.5, 60_001, 59_900]);
    expect(fired.flat()).toEqual(['below60000', 'below60000']);
    expect(fired.findLastIndex((ids) => ids.length > 0)).toBe(jitter.length + 2);
  });

  it('keeps the fired state in storage: after a reload with the price still beyond, the first tick fires nothing', () => {
    addAlert({ currency: 'USD', direction: 'above', threshold: '60000' });
    const first = checkAlerts(getAlerts(), { USD: 60_010 });
    expect(first.fired).toHaveLength(1);
    saveAlerts(first.alerts);
    resetStores();
    expect(getAlerts()).toMatchObject([{ armed: false }]);
    expect(checkAlerts(getAlerts(), { USD: 60_020 })).toMatchObject({ fired: [], changed: false });
    expect(checkAlerts(getAlerts(), { USD: 59_940 }).alerts).toMatchObject([{ armed: true }]);
  });

  it('reads an alert stored without its state as waiting', () => {
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify([{ id: 'a', currency: 'USD', direction: 'above', threshold: '70000' }]));
    resetStores();
    expect(getAlerts()).toEqual([{ id: 'a', currency: 'USD', direction: 'above', threshold: '70000', armed: true }]);
  });

  it('keeps alerts in localStorage, ignores broken entries, and puts a removed one back in its place', () => {
    addAlert({ currency: 'USD', direction: 'above', threshold: '70000' });
    addAlert({ currency: 'EUR', direction: 'below', threshold: '50000' });
    resetStores();
    const [first, second] = getAlerts();
    expect([first?.currency, second?.currency]).toEqual(['USD', 'EUR']);
    const undo = removeAlert(first!.id);
    expect(getAlerts()).toEqual([second]);
    undo();
    expect(getAlerts()).toEqual([first, second]);
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify([{ id: 'x', currency: 'USD', direction: 'sideways', threshold: '1' }, 'junk']));
    resetStores();
    expect(getAlerts()).toEqual([]);
  });

  it('notifies through the service worker registration when there is one, else the constructor', async () => {
    const constructed = vi.fn();
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string) {
        constructed(title);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const showNotification = vi.fn().mockResolvedValue(undefined);
    const getRegistration = vi.fn().mockResolvedValue({ showNotification });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration } });
    expect(await notify('BTC above $70,000.00', 'now $70,001.00')).toBe(true);
    expect(showNotification).toHaveBeenCalledWith('BTC above $70,000.00', { body: 'now $70,001.00', tag: 'bpi-alert' });
    expect(constructed).not.toHaveBeenCalled();

    getRegistration.mockResolvedValue(undefined);
    expect(await notify('t', 'b')).toBe(true);
    expect(constructed).toHaveBeenCalledWith('t');

    FakeNotification.permission = 'default';
    expect(await notify('t', 'b')).toBe(false);
    vi.unstubAllGlobals();
  });
});
