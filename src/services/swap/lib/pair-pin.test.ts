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
      const tile = readPairPin(pinned.search, described!.details!);
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

  it('builds the request from the pin alone, with checksummed addresses', () => {
    const pin = readPairPin(new URLSearchParams({ buyToken: USDC.toLowerCase(), slippage: '1' }), ETH_USDC);
    expect(pin).toMatchObject({
      ok: true,
      sell: { symbol: 'ETH', decimals: 18, native: true, address: NATIVE_TOKEN },
      buy: { symbol: 'USDC', decimals: 6, address: USDC },
      params: { chainId: 1, sellToken: NATIVE_TOKEN, buyToken: USDC, sellAmount: '1000000000000000000', slippageBps: 100 },
    });
    expect(toChecksumAddress(NATIVE_TOKEN.toLowerCase())).toBe(NATIVE_TOKEN);
  });

  it('says what is wrong with a pin whose view or details do not read', () => {
    const problem = (params: Record<string, string>, details: Record<string, string> = ETH_USDC) => {
      const pin = readPairPin(new URLSearchParams(params), details);
      return pin.ok ? 'ok' : pin.problem;
    };
    expect(problem({})).toBe('ok');
    expect(problem({}, {})).toBe('This pin does not say the symbol and decimals of the token sold.');
    expect(problem({}, { ...ETH_USDC, buyDecimals: '99' })).toBe('The token bought has no valid decimals in this pin (a whole number from 0 to 36).');
    expect(problem({}, { ...ETH_USDC, buyDecimals: '6.5' })).toMatch(/no valid decimals/);
    expect(problem({}, { ...ETH_USDC, sellSymbol: '' })).toBe('The token sold has no readable symbol in this pin.');
    expect(problem({}, { ...ETH_USDC, sellSymbol: 'E\u0000TH' })).toMatch(/no readable symbol/);
    expect(problem({ chainId: '999' })).toBe('The chain in this pin is not one the swap page offers.');
    expect(problem({ sellToken: 'usdc' })).toBe('The token sold is not named by its address.');
    expect(problem({ buyToken: '0x123' })).toMatch(/^The token bought: An address is 0x followed by 40/);
    expect(problem({ buyToken: NATIVE_TOKEN.toLowerCase() })).toBe('The pin sells and buys the same token.');
    expect(problem({ amount: 'lots' })).toMatch(/^Amount: /);
    expect(problem({ amount: '' })).toBe('Amount: Enter an amount.');
    expect(problem({ slippage: '200' })).toBe('Slippage: Slippage is at most 100%.');
  });
});
