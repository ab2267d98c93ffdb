import { describe, expect, it } from 'vitest';
import { isNewer, parseFeedMessage, subscribeMessage, type Tick } from './feed-messages.ts';

const json = (value: unknown) => JSON.stringify(value);
const ticker = {
  type: 'ticker',
  sequence: 3262786978,
  product_id: 'BTC-USD',
  price: '4388.01000000',
  open_24h: '4270.00000000',
  volume_24h: '12345.67800000',
  low_24h: '4200.00000000',
  high_24h: '4400.00000000',
  best_bid: '4388',
  best_ask: '4388.01',
  side: 'buy',
  time: '2017-09-02T17:05:49.250000Z',
  trade_id: 20153558,
  last_size: '0.03000000',
};

describe('the feed message schema', () => {
  it('asks for the three products on the ticker and heartbeat channels', () => {
    expect(JSON.parse(subscribeMessage())).toEqual({ type: 'subscribe', product_ids: ['BTC-USD', 'BTC-EUR', 'BTC-GBP'], channels: ['ticker', 'heartbeat'] });
  });

  it('reads the documented ticker, keeping the price as the exact decimal text and the microsecond time', () => {
    const message = parseFeedMessage(json(ticker));
    expect(message).toEqual({
      type: 'ticker',
      tick: {
        product: 'BTC-USD',
        currency: 'USD',
        price: '4388.01000000',
        time: Date.UTC(2017, 8, 2, 17, 5, 49, 250),
        sequence: 3262786978,
        tradeId: 20153558,
        day: { open: '4270.00000000', high: '4400.00000000', low: '4200.00000000', volume: '12345.67800000' },
      },
    });
  });

  it('keeps digits a float would lose', () => {
    const message = parseFeedMessage(json({ ...ticker, price: '90071992547409.930000000001' }));
    expect(message.type === 'ticker' && message.tick.price).toBe('90071992547409.930000000001');
  });

  it('refuses prices sent as numbers, zero, negative or not decimals, naming the field', () => {
    for (const price of [4388.01, '0.00000000', '-1', '4,388.01', '1e5', '']) {
      const message = parseFeedMessage(json({ ...ticker, price }));
      expect(message.type, String(price)).toBe('malformed');
      expect(message.type === 'malformed' && message.detail, String(price)).toMatch(/^ticker price:/);
    }
  });

  it('reads heartbeats and subscriptions, and an error in words', () => {
    expect(parseFeedMessage(json({ type: 'heartbeat', sequence: 90, last_trade_id: 20, product_id: 'BTC-EUR', time: '2014-11-07T08:19:28.464459Z' }))).toEqual({
      type: 'heartbeat',
      product: 'BTC-EUR',
      time: Date.UTC(2014, 10, 7, 8, 19, 28, 464),
    });
    expect(parseFeedMessage(json({ type: 'subscriptions', channels: [{ name: 'ticker', product_ids: ['BTC-USD'] }] }))).toEqual({ type: 'subscriptions' });
    expect(parseFeedMessage(json({ type: 'error', message: 'Failed to subscribe', reason: 'XYZ-USD is not a valid product' }))).toEqual({
      type: 'error',
      message: 'Failed to subscribe',
      reason: 'XYZ-USD is not a valid product',
    });
  });

  it('ignores new message types and skips what is not a message, without throwing', () => {
    expect(parseFeedMessage(json({ type: 'status', products: [] }))).toEqual({ type: 'unknown', name: 'status' });
    expect(parseFeedMessage('{"type":"ticker","price":')).toEqual({ type: 'malformed', detail: 'not JSON' });
    expect(parseFeedMessage(json([1, 2]))).toEqual({ type: 'malformed', detail: 'no message type' });
    expect(parseFeedMessage(json(null))).toEqual({ type: 'malformed', detail: 'no message type' });
    expect(parseFeedMessage(new ArrayBuffer(2))).toEqual({ type: 'malformed', detail: 'not a text frame' });
    expect(parseFeedMessage(json({ ...ticker, product_id: 'ETH-USD' })).type).toBe('malformed');
    expect(parseFeedMessage(json({ ...ticker, time: 'yesterday' })).type).toBe('malformed');
  });
});

describe('which tick is newer', () => {
  const shown: Tick = { product: 'BTC-USD', currency: 'USD', price: '1', time: 1000, sequence: 50, tradeId: 7 };

  it('takes any later trade, whatever gap the sequence numbers leave', () => {
    expect(isNewer({ ...shown, time: 1001, sequence: 51 }, shown)).toBe(true);
    expect(isNewer({ ...shown, time: 1001, sequence: 9_000 }, shown)).toBe(true);
  });

  it('ignores an older trade, even with a higher sequence (a new connection), and a repeat', () => {
    expect(isNewer({ ...shown, time: 999, sequence: 60 }, shown)).toBe(false);
    expect(isNewer({ ...shown }, shown)).toBe(false);
    expect(isNewer({ ...shown, sequence: 49 }, shown)).toBe(false);
  });

  it('orders trades of the same millisecond by sequence, else trade id; a REST seed of the same time does not replace', () => {
    expect(isNewer({ ...shown, sequence: 51 }, shown)).toBe(true);
    expect(isNewer({ ...shown, sequence: undefined, tradeId: 8 }, shown)).toBe(true);
    expect(isNewer({ product: 'BTC-USD', currency: 'USD', price: '2', time: 1000 }, shown)).toBe(false);
    expect(isNewer(shown, undefined)).toBe(true);
  });
});
