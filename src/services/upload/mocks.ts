import { http, HttpResponse } from 'msw';

export const uploadHandlers = [
  http.post('*/upload', () => HttpResponse.json({ status: 'success', data: { url: 'https://tmpfiles.org/1/demo.txt' } })),
];
