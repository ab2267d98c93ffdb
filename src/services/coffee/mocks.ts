import { http, HttpResponse } from 'msw';
import { DEMO_COFFEES, demoFileUrl, demoSvg } from './lib/demo-pictures.ts';

let draws = 0;
const nextCoffee = () => DEMO_COFFEES[draws++ % DEMO_COFFEES.length]!;

const svgResponse = (svg: string) => new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });

/** The real shape: `{"file": url}` only, on the coffee host. The images are drawn for the demo. */
export const coffeeHandlers = [
  http.get('*/random.json', () => HttpResponse.json({ file: demoFileUrl(nextCoffee()) })),
  http.get('*/random', () => svgResponse(demoSvg(nextCoffee()))),
  http.get(/\/[A-Za-z0-9_-]{11}_coffee\.jpg(\?.*)?$/, ({ request }) => {
    const token = new URL(request.url).pathname
      .split('/')
      .pop()
      ?.replace(/_coffee\.jpg$/, '');
    const coffee = DEMO_COFFEES.find((candidate) => candidate.token === token);
    if (!coffee)
      return new HttpResponse('<!doctype html><title>404 Not Found</title><h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    return svgResponse(demoSvg(coffee));
  }),
];
