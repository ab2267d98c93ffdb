import { http, HttpResponse } from 'msw';
import type { CountriesDataset } from './dataset.ts';
import { demoDataset } from './demo-data.ts';
import { executeGraphqlBody } from './execute.ts';
import { createCountriesServer } from './schema.ts';

/**
 * Executes the real schema's shape over a small fixed dataset, so every query the app or the
 * query console sends gets the answer (or the validation error) the real server would give.
 */
export function countriesGraphqlHandler(options: { withPopulation?: boolean; dataset?: CountriesDataset } = {}) {
  const server = createCountriesServer(options.dataset ?? demoDataset, options);
  return http.post('*/graphql', async ({ request }) => {
    const reply = await executeGraphqlBody(server, await request.text());
    return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
  });
}

export const handlers = [countriesGraphqlHandler()];
