import { describe, expect, it } from 'vitest';
import { createMarket } from '../../services/bpi/fake/market.ts';
import { quotePrice } from '../../services/swap/fake/market.ts';
import { exchangeRatesReply } from '../../services/swap/fake/rates.ts';

const TOKENS = {
  DAI: { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', decimals: 18 },
  WBTC: { address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', decimals: 8 },
  ETH: { address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', decimals: 18 },
  USDC: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
  LINK: { address: '0x514910771AF9Ca656af840dff83E8264EcF986CA', decimals: 18 },
} as const;
type Symbol = keyof typeof TOKENS;

const usdOf = (symbol: string) => Number((exchangeRatesReply(symbol === 'WBTC' ? 'BTC' : symbol).body as { data: { rates: { USD: string } } }).data.rates.USD);

/** The share of dollar value a demo swap loses against the demo's own dollar rates. */
function valueLoss(sell: Symbol, buy: Symbol, amount: string) {
  const query = new URLSearchParams({ chainId: '1', sellToken: TOKENS[sell].address, buyToken: TOKENS[buy].address, sellAmount: amount });
  const reply = quotePrice(query).body as { buyAmount: string };
  const given = (Number(amount) / 10 ** TOKENS[sell].decimals) * usdOf(sell);
  const received = (Number(reply.buyAmount) / 10 ** TOKENS[buy].decimals) * usdOf(buy);
  return (given - received) / given;
}

describe('the demo market', () => {
  for (const [sell, buy, amount] of [
    ['DAI', 'WBTC', '1000000000000000000'],
    ['ETH', 'WBTC', '2500000000000000000'],
    ['WBTC', 'USDC', '10000000'],
    ['LINK', 'ETH', '50000000000000000000'],
  ] as const) {
    it(`prices ${sell} -> ${buy} at the demo's own dollar rates, losing no more than the fees`, () => {
      const loss = valueLoss(sell, buy, amount);
      expect(loss).toBeGreaterThanOrEqual(0);
      expect(loss).toBeLessThan(0.01);
    });
  }

  it('gives bitcoin one dollar price on /bpi and /swap, and ether one too', () => {
    const bpi = createMarket(undefined, () => 0.5);
    const index = bpi.coinDesk().bpi.USD!.rate_float;
    expect(Math.abs(index / usdOf('WBTC') - 1)).toBeLessThan(0.01);
    const rates = bpi.coinbase().data.rates as Record<string, string>;
    expect(Math.abs(Number(rates.USD) / Number(rates.ETH) / usdOf('ETH') - 1)).toBeLessThan(0.01);
  });
});
