import { BTC_USD } from '../../../shared/fake/demo-market.ts';
/** The products the feed serves here; any other is refused at subscribe time. */
export const FEED_PRODUCT_IDS = ['BTC-USD', 'BTC-EUR', 'BTC-GBP'] as const;

const PER_USD: Record<string, number> = { 'BTC-USD': 1, 'BTC-EUR': 0.9065, 'BTC-GBP': 0.7731 };

/**
 * Coinbase Exchange feed messages for the demo's in-browser feed and the e2e contract server.
 * Trades for one connection: a USD price that moves by at least a cent every trade, other
 * products at fixed rates, prices as strings with 8 decimals as the feed sends them, sequence
 * numbers with gaps (the sequence counts the whole product feed, not the ticker messages).
 */
export function createFeedMarket(startUsd = BTC_USD) {
  let usdCents = Math.round(startUsd * 100);
  let step = 0;
  let tradeId = 86_000_000;
  const sequence: Record<string, number> = { 'BTC-USD': 3_262_786_978, 'BTC-EUR': 1_262_786_978, 'BTC-GBP': 962_786_978 };
  const opened: Record<string, { open: number; high: number; low: number }> = {};
  const text = (value: number) => value.toFixed(8);

  return {
    /** Moves the USD price to this level; the trades after it move around it as before. */
    moveTo(usd: number) {
      usdCents = Math.round(usd * 100);
    },
    ticker(product: string) {
      step += 1;
      if (product === 'BTC-USD') usdCents += (step % 7 < 4 ? 1 : -1) * (1 + (step % 5));
      const price = Math.round((usdCents / 100) * PER_USD[product]! * 100) / 100;
      const day = (opened[product] ??= { open: price * 0.99, high: price * 1.01, low: price * 0.98 });
      day.high = Math.max(day.high, price);
      day.low = Math.min(day.low, price);
      sequence[product]! += 1 + (step % 4);
      tradeId += 1;
      return JSON.stringify({
        type: 'ticker',
        sequence: sequence[product],
        product_id: product,
        price: text(price),
        open_24h: text(day.open),
        volume_24h: text(12_345.678 + step / 1000),
        low_24h: text(day.low),
        high_24h: text(day.high),
        volume_30d: text(412_345.1),
        best_bid: text(price - 0.01),
        best_ask: text(price),
        side: step % 2 ? 'buy' : 'sell',
        time: new Date().toISOString().replace('Z', '000Z'),
        trade_id: tradeId,
        last_size: text(0.003 + (step % 9) / 1000),
      });
    },
    heartbeat(product: string) {
      sequence[product]! += 1;
      return JSON.stringify({
        type: 'heartbeat',
        sequence: sequence[product],
        last_trade_id: tradeId,
        product_id: product,
        time: new Date().toISOString().replace('Z', '000Z'),
      });
    },
  };
}
