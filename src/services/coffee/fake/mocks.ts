import { http, HttpResponse } from 'msw';
import { DEMO_COFFEES, demoFileUrl, demoJpeg, demoSvg } from './pictures.ts';

let draws = 0;
const nextCoffee = () => DEMO_COFFEES[draws++ % DEMO_COFFEES.length]!;

const svgResponse = (svg: string) => new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });

/** The real shape: `{"file": url}` only, on the coffee host. The images are drawn for the demo. */
export const handlers = [
  http.get('*/random.json', () => HttpResponse.json({ file: demoFileUrl(nextCoffee()) })),
  http.get('*/random', () => svgResponse(demoSvg(nextCoffee()))),
  http.get(/\/[A-Za-z0-9_-]{11}_coffee\.jpg(\?.*)?$/, async ({ request }) => {
    const token = new URL(request.url).pathname
      .split('/')
      .pop()
      ?.replace(/_coffee\.jpg$/, '');
    const coffee = DEMO_COFFEES.find((candidate) => candidate.token === token);
    if (!coffee)
      return new HttpResponse('<!doctype html><title>404 Not Found</title><h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    // A downloaded file named .jpg is a JPEG, as on the real host (it opens as one). An <img> load,
    // whose Accept names image types, gets the SVG at once: drawing a JPEG first would hold the picture back.
    const imageLoad = (request.headers.get('accept') ?? '').includes('image/');
    const jpeg = imageLoad ? undefined : await demoJpeg(coffee);
    if (jpeg) return new HttpResponse(jpeg, { headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=3600' } });
    return svgResponse(demoSvg(coffee));
  }),
];
