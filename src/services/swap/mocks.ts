import { delay, http, HttpResponse } from 'msw';
import { quotePrice } from './lib/mock-market.ts';

/** The demo's 0x: real token addresses, frozen prices, the real validation and error shapes. */
export const swapHandlers = [
  http.get('*/swap/allowance-holder/price', async ({ request }) => {
    if (request.headers.get('0x-version') !== 'v2') {
      return HttpResponse.json(
        { name: 'INPUT_INVALID', message: 'The input is invalid', data: { details: [{ field: '0x-version', reason: 'Header 0x-version: v2 is required' }] } },
        { status: 400 },
      );
    }
    await delay(import.meta.env.MODE === 'test' ? 0 : 250);
    const reply = quotePrice(new URL(request.url).searchParams);
    return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
  }),
];
