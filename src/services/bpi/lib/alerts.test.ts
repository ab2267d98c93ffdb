import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAlert, ALERTS_STORAGE_KEY, crossedAlerts, getAlerts, notify, removeAlert, resetAlertsCache, type PriceAlert } from './alerts.ts';

beforeEach(() => resetAlertsCache());

const alert = (direction: PriceAlert['direction'], threshold: string, currency = 'USD'): PriceAlert => ({
  id: `${direction}${threshold}`,
  currency,
  direction,
  threshold,
});

describe('price alerts', () => {
  it('fires above at or over the threshold and below at or under it, exactly, per currency', () => {
    const alerts = [alert('above', '60000.10'), alert('below', '59000'), alert('above', '1', 'JPY')];
    expect(crossedAlerts(alerts, { USD: 60_000.1 }).map((a) => a.id)).toEqual(['above60000.10']);
    expect(crossedAlerts(alerts, { USD: 60_000.09 })).toEqual([]);
    expect(crossedAlerts(alerts, { USD: 59_000 }).map((a) => a.id)).toEqual(['below59000']);
  });

  it('keeps alerts in localStorage, ignores broken entries, and puts a removed one back in its place', () => {
    addAlert({ currency: 'USD', direction: 'above', threshold: '70000' });
    addAlert({ currency: 'EUR', direction: 'below', threshold: '50000' });
    resetAlertsCache();
    const [first, second] = getAlerts();
    expect([first?.currency, second?.currency]).toEqual(['USD', 'EUR']);
    const undo = removeAlert(first!.id);
    expect(getAlerts()).toEqual([second]);
    undo();
    expect(getAlerts()).toEqual([first, second]);
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify([{ id: 'x', currency: 'USD', direction: 'sideways', threshold: '1' }, 'junk']));
    resetAlertsCache();
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
