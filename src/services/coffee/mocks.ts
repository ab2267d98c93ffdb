import { http, HttpResponse } from 'msw';

export const coffeeHandlers = [
  http.get('*/random.json', () => HttpResponse.json({ file: 'https://coffee.alexflipnote.dev/demo_coffee.jpg' })),
];
