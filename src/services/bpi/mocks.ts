import { http, HttpResponse } from 'msw';

export const bpiHandlers = [
  http.get('*/v2/bpi/currentprice.json', () =>
    HttpResponse.json({
      time: { updatedISO: new Date().toISOString() },
      disclaimer: 'Demo data',
      chartName: 'Bitcoin',
      bpi: { USD: { code: 'USD', symbol: '&#36;', rate: '59,524.404', description: 'United States Dollar', rate_float: 59524.4038 } },
    }),
  ),
  http.get('*/v2/exchange-rates', () => HttpResponse.json({ data: { currency: 'BTC', rates: { USD: '59524.40' } } })),
];
