import { PER_USD as DEMO_PER_USD } from '../../../shared/fake/demo-market.ts';
import { formatUnits } from '../lib/amount.ts';
import { USD_MICRO } from '../lib/market-data.ts';
import type { MockReply } from './market.ts';

/**
 * A fake Coinbase `GET /v2/exchange-rates?currency=X` for the demo mocks and the e2e contract
 * server: the dollar rates of the fake 0x market, so a quote loses only its fees against them.
 * PAX Gold is left out on purpose: it stands for a symbol Coinbase does not know.
 */
const LISTED = ['ETH', 'BTC', 'WBTC', 'USDC', 'USDT', 'DAI', 'LINK', 'UNI', 'AAVE', 'POL', 'BNB', 'AVAX'] as const;
const USD_OF: Record<string, bigint | undefined> = USD_MICRO;
/** Units of each other currency per US dollar, written as Coinbase writes them (decimal strings). */
const PER_USD: Record<string, string> = { EUR: String(DEMO_PER_USD.EUR), GBP: String(DEMO_PER_USD.GBP), JPY: String(DEMO_PER_USD.JPY) };

/** `overrides` replaces a currency's dollar rate (a test moving the reference away from 0x's price). */
export function exchangeRatesReply(currency: string | null, overrides: Record<string, string> = {}): MockReply {
  const code = (currency ?? 'USD').toUpperCase();
  const micro = USD_OF[code];
  const usd = overrides[code] ?? (micro !== undefined && (LISTED as readonly string[]).includes(code) ? formatUnits(micro, 6) : undefined);
  if (!usd) return { status: 400, body: { errors: [{ id: 'invalid_request', message: 'Currency is invalid' }] } };
  const rates: Record<string, string> = { USD: usd };
  for (const [other, perUsd] of Object.entries(PER_USD)) rates[other] = String(Number((Number(usd) * Number(perUsd)).toPrecision(12)));
  return { status: 200, body: { data: { currency: code, rates } } };
}

/** `/swap/chains` as the schema documents it: the chains the fake market serves, plus two it has no tokens for. */
export function swapChainsReply(without: readonly number[] = []): MockReply {
  const chains = [
    { chainId: 1, chainName: 'Ethereum' },
    { chainId: 10, chainName: 'Optimism' },
    { chainId: 56, chainName: 'BSC' },
    { chainId: 137, chainName: 'Polygon' },
    { chainId: 8453, chainName: 'Base' },
    { chainId: 42161, chainName: 'Arbitrum' },
    { chainId: 43114, chainName: 'Avalanche' },
    { chainId: 59144, chainName: 'Linea' },
    { chainId: 534352, chainName: 'Scroll' },
  ].filter((chain) => !without.includes(chain.chainId));
  return { status: 200, body: { chains, zid: '0x9a7c5e3b1d2f4a6c8e0b1d3f' } };
}
