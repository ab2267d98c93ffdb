import { http, HttpResponse } from 'msw';
import { createMarket } from './lib/demo-market.ts';

const market = createMarket();

/** CoinDesk's BPI shape (kept as its contract) and Coinbase's exchange rates, prices drifting per call. */
export const bpiHandlers = [
  http.get('*/v2/bpi/currentprice.json', () => HttpResponse.json(market.coinDesk())),
  http.get('*/v2/exchange-rates', ({ request }) => {
    const currency = new URL(request.url).searchParams.get('currency');
    if (currency?.toUpperCase() !== 'BTC') {
      return HttpResponse.json({ errors: [{ id: 'invalid_request', message: 'The demo only knows BTC rates' }] }, { status: 400 });
    }
    return HttpResponse.json(market.coinbase());
  }),
];
