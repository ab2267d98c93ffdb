import { http, HttpResponse } from 'msw';
import { answerSchools } from './scorecard.ts';

/** The demo and tests accept any non-empty key (the build default is DEMO_KEY). */
export const handlers = [
  http.get('*/schools', ({ request }) => {
    const reply = answerSchools(new URL(request.url).searchParams, (key) => key.trim() !== '');
    return HttpResponse.json(reply.body, { status: reply.status, headers: { 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '29' } });
  }),
];
