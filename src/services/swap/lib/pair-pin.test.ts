import { describe, expect, it } from 'vitest';
import { matchPin, type TileKindRef } from '../../../shared/board/tile-match.ts';
import { swapPairTile } from '../service.ts';
import { NATIVE_TOKEN, toChecksumAddress } from './address.ts';
import { formFromSearch } from './form-url.ts';
import { validateForm } from './form.ts';
import { describePair, readPairPin } from './pair-pin.ts';
import { loadTokenList } from './tokens.ts';

const kinds: TileKindRef[] = [{ serviceId: 'swap', kind: swapPairTile }];
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WBTC = '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599';
const ETH_USDC = { sellSymbol: 'ETH', sellDecimals: '18', buySymbol: 'USDC', buyDecimals: '6' };
const swapUrl = (params: Record<string, string>) => `/swap?${new URLSearchParams(params)}`;
const canonical = (href: string) => matchPin(kinds, href)?.url;

describe('the swap pair pin', () => {
  it('is one pin whatever the parameter order, the defaults spelled out or the address case', () => {
    const full = swapUrl({ chainId: '1', sellToken: NATIVE_TOKEN, buyToken: USDC, amount: '1', side: 'sell' });
    expect(canonical(full)).toBe('/swap');
    expect(canonical('/swap')).toBe('/swap');
    expect(
      canonical(swapUrl({ side: 'sell', amount: '1', buyToken: USDC.toLowerCase(), sellToken: NATIVE_TOKEN.toLowerCase(), chainId: '1', slippage: '' })),
    ).toBe('/swap');
    const btc = swapUrl({ chainId: '1', sellToken: NATIVE_TOKEN, buyToken: WBTC, amount: '2.5', side: 'buy', slippage: '0.5' });
    expect(canonical(btc)).toBe(`/swap?buyToken=${WBTC.toLowerCase()}&amount=2.5&side=buy&slippage=0.5`);
    expect(canonical(swapUrl({ slippage: '0.5', side: 'buy', amount: '2.5', buyToken: WBTC.toUpperCase().replace('0X', '0x') }))).toBe(canonical(btc));
    // Names the view does not depend on are not part of the pin.
    expect(canonical(`${btc}&view=chart`)).toBe(canonical(btc));
  });

  it('reads back on the page as the view that was pinned (an absent name is its default)', () => {
    const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
    const full = new URLSearchParams({ chainId: '8453', sellToken: NATIVE_TOKEN, buyToken: BASE_USDC, amount: '1', side: 'sell' });
    const pinned = matchPin(kinds, `/swap?${full}`)!;
    expect(pinned.url).toBe(`/swap?chainId=8453&buyToken=${BASE_USDC.toLowerCase()}`);
    expect(formFromSearch(pinned.search)).toEqual({ ...formFromSearch(full), sellToken: NATIVE_TOKEN, buyToken: BASE_USDC.toLowerCase() });
    expect(formFromSearch(matchPin(kinds, `/swap?chainId=1&buyToken=${USDC}`)!.search)).toEqual(formFromSearch(new URLSearchParams()));
    // An empty value is the person's, not the default.
    expect(formFromSearch(new URLSearchParams('amount=')).amount).toBe('');
  });

  it('asks exactly what the page asks for the same view, so the two share one cache entry', async () => {
    const tokens = await loadTokenList();
    for (const params of <Record<string, string>[]>[
      { chainId: '1', sellToken: NATIVE_TOKEN, buyToken: USDC, amount: '1.5', side: 'sell' },
      { chainId: '1', sellToken: USDC, buyToken: WBTC, amount: '0.01', side: 'buy', slippage: '0.25' },
      { chainId: '10', sellToken: '0x4200000000000000000000000000000000000042', buyToken: NATIVE_TOKEN, amount: '100', side: 'sell' },
    ]) {
      const search = new URLSearchParams(params);
      const page = validateForm(formFromSearch(search), tokens.get(Number(params.chainId)), { sell: '', buy: '' });
      const pinned = matchPin(kinds, `/swap?${search}`)!;
      const described = describePair(pinned.search, tokens, { sell: '', buy: '' });
      expect(described?.details, params.buyToken).toBeDefined();
      const tile = readPairPin(pinned.search, described!.details!, tokens, 'own');
      expect(tile.ok && tile.params).toEqual(page.params);
    }
  });

  it('names the pair in its title and hands over each token’s symbol and decimals', async () => {
    const tokens = await loadTokenList();
    const sell = describePair(new URLSearchParams(), tokens, { sell: '', buy: '' });
    expect(sell).toEqual({ title: 'Swap · 1 ETH → USDC', details: ETH_USDC });
    const buy = describePair(new URLSearchParams({ buyToken: WBTC.toLowerCase(), amount: '0.5', side: 'buy' }), tokens, { sell: '', buy: '' });
    expect(buy).toEqual({ title: 'Swap · ETH → 0.5 WBTC', details: { sellSymbol: 'ETH', sellDecimals: '18', buySymbol: 'WBTC', buyDecimals: '8' } });
    // A custom token is described by the decimals the person typed; without them, or the list, nothing.
    const custom = new URLSearchParams({ buyToken: '0x1111111111111111111111111111111111111111' });
    expect(describePair(custom, tokens, { sell: '', buy: '' })).toBeUndefined();
    expect(describePair(custom, tokens, { sell: '', buy: '9' })?.details).toEqual({ ...ETH_USDC, buySymbol: '0x1111…1111', buyDecimals: '9' });
    expect(describePair(new URLSearchParams(), undefined, { sell: '', buy: '' })).toBeUndefined();
  });

  it('builds the request from the token list, with checksummed addresses, whatever details the pin carries', async () => {
    const tokens = await loadTokenList();
    const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
    const search = new URLSearchParams({ sellToken: DAI.toLowerCase(), buyToken: WBTC.toLowerCase(), amount: '250', slippage: '1' });
    const expected = {
      ok: true,
      sell: { symbol: 'DAI', decimals: 18, address: DAI },
      buy: { symbol: 'WBTC', decimals: 8, address: WBTC },
      params: { chainId: 1, sellToken: DAI, buyToken: WBTC, sellAmount: '250000000000000000000', slippageBps: 100 },
    };
    // The format the docs give (no details), details that agree, and details that lie all read alike.
    for (const details of <Record<string, string>[]>[
      {},
      { sellSymbol: 'DAI', sellDecimals: '18', buySymbol: 'WBTC', buyDecimals: '8' },
      { sellSymbol: 'USDT', sellDecimals: '6' },
    ]) {
      for (const trust of ['own', 'received'] as const) expect(readPairPin(search, details, tokens, trust), JSON.stringify(details)).toMatchObject(expected);
    }
    // On another chain, by that chain's list.
    const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
    const base = readPairPin(new URLSearchParams({ chainId: '8453', buyToken: BASE_USDC.toLowerCase(), amount: '0.2' }), {}, tokens, 'received');
    expect(base).toMatchObject({ ok: true, sell: { symbol: 'ETH', native: true, address: NATIVE_TOKEN }, buy: { symbol: 'USDC', decimals: 6 } });
    expect(toChecksumAddress(NATIVE_TOKEN.toLowerCase())).toBe(NATIVE_TOKEN);
  });

  it('takes a token the list does not know from the details of a pin made here, and asks before believing a received one', async () => {
    const tokens = await loadTokenList();
    const CUSTOM = '0x1111111111111111111111111111111111111111';
    const search = new URLSearchParams({ sellToken: CUSTOM, amount: '3' });
    const details = { sellSymbol: '0x1111…1111', sellDecimals: '9' };
    expect(readPairPin(search, details, tokens, 'own')).toMatchObject({
      ok: true,
      sell: { custom: true, decimals: 9, symbol: '0x1111…1111' },
      params: { sellToken: CUSTOM, sellAmount: '3000000000' },
    });
    expect(readPairPin(search, details, tokens, 'received')).toEqual({
      ok: false,
      problem:
        'The token sold (0x1111…1111) is not in the token list. The link says it is 0x1111…1111 with 9 decimals; a wrong count would misstate every amount.',
      askToTrust: true,
    });
    expect(readPairPin(search, {}, tokens, 'own')).toEqual({
      ok: false,
      problem: 'The token sold (0x1111…1111) is not in the token list, and this pin does not say its symbol and decimals.',
    });
  });

  it('says what is wrong with a pin whose view or details do not read', async () => {
    const tokens = await loadTokenList();
    const CUSTOM = '0x2222222222222222222222222222222222222222';
    const problem = (params: Record<string, string>, details: Record<string, string> = {}) => {
      const pin = readPairPin(new URLSearchParams(params), details, tokens, 'own');
      return pin.ok ? 'ok' : pin.problem;
    };
    expect(problem({})).toBe('ok');
    const custom = { buyToken: CUSTOM };
    expect(problem(custom, { buySymbol: 'XYZ', buyDecimals: '99' })).toBe('The token bought has no valid decimals in this pin (a whole number from 0 to 36).');
    expect(problem(custom, { buySymbol: 'XYZ', buyDecimals: '6.5' })).toMatch(/no valid decimals/);
    expect(problem(custom, { buySymbol: '', buyDecimals: '6' })).toBe('The token bought has no readable symbol in this pin.');
    expect(problem(custom, { buySymbol: 'X\u0000YZ', buyDecimals: '6' })).toMatch(/no readable symbol/);
    expect(problem({ chainId: '999' })).toBe('The chain in this pin is not one the swap page offers.');
    expect(problem({ sellToken: 'usdc' })).toBe('The token sold is not named by its address.');
    expect(problem({ buyToken: '0x123' })).toMatch(/^The token bought: An address is 0x followed by 40/);
    expect(problem({ buyToken: NATIVE_TOKEN.toLowerCase() })).toBe('The pin sells and buys the same token.');
    expect(problem({ amount: 'lots' })).toMatch(/^Amount: /);
    expect(problem({ amount: '' })).toBe('Amount: Enter an amount.');
    expect(problem({ slippage: '200' })).toBe('Slippage: Slippage is at most 100%.');
  });
});
