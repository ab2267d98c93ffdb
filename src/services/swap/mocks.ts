import { http, HttpResponse } from 'msw';

export const swapHandlers = [
  http.get('*/swap/allowance-holder/price', () => HttpResponse.json({ liquidityAvailable: false, zid: '0x1f2e3d4c5b6a79881f2e3d4c' })),
];
