import { http, HttpResponse } from 'msw';
import { createMarket } from './market.ts';
import { exchangeCandles, exchangeStats, exchangeTicker, type ExchangeReply } from './exchange.ts';

const market = createMarket();
const reply = ({ status, body }: ExchangeReply) => HttpResponse.json(body as object, { status });

/** CoinDesk's BPI shape (kept as its contract), Coinbase's exchange rates and Coinbase Exchange's market data. */
export const handlers = [
  http.get('*/v2/bpi/currentprice.json', () => HttpResponse.json(market.coinDesk())),
  http.get('*/v2/exchange-rates', ({ request }) => {
    const currency = new URL(request.url).searchParams.get('currency');
    // Other currencies are the swap page's dollar rates: its handler answers them.
    if (currency?.toUpperCase() !== 'BTC') return undefined;
    return HttpResponse.json(market.coinbase());
  }),
  http.get('*/products/:product/candles', ({ params, request }) => reply(exchangeCandles(String(params.product), new URL(request.url).searchParams))),
  http.get('*/products/:product/stats', ({ params }) => reply(exchangeStats(String(params.product)))),
  http.get('*/products/:product/ticker', ({ params }) => reply(exchangeTicker(String(params.product)))),
];
