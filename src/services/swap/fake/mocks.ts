import { delay, http, HttpResponse } from 'msw';
import { quotePrice } from './market.ts';
import { exchangeRatesReply, swapChainsReply } from './rates.ts';

const missingVersion = () =>
  HttpResponse.json(
    { name: 'INPUT_INVALID', message: 'The input is invalid', data: { details: [{ field: '0x-version', reason: 'Header 0x-version: v2 is required' }] } },
    { status: 400 },
  );
const wait = () => delay(import.meta.env.MODE === 'test' ? 0 : 250);

/**
 * Coinbase's exchange rates for the symbols the demo market trades. BTC is the bitcoin page's:
 * its handler answers it (so WBTC is valued at that page's demo price).
 */
const marketRateMocks = [
  http.get('*/v2/exchange-rates', async ({ request }) => {
    const currency = new URL(request.url).searchParams.get('currency');
    if (currency?.toUpperCase() === 'BTC') return undefined;
    await wait();
    const reply = exchangeRatesReply(currency);
    return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
  }),
];

/** The demo's 0x: real token addresses, frozen prices, the real validation and error shapes. */
export const handlers = [
  http.get('*/swap/allowance-holder/price', async ({ request }) => {
    if (request.headers.get('0x-version') !== 'v2') return missingVersion();
    await wait();
    const reply = quotePrice(new URL(request.url).searchParams);
    return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
  }),
  http.get('*/swap/chains', async ({ request }) => {
    if (request.headers.get('0x-version') !== 'v2') return missingVersion();
    await wait();
    return HttpResponse.json(swapChainsReply().body as Record<string, unknown>);
  }),
  ...marketRateMocks,
];
