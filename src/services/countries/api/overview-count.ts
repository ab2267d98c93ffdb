import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { requestJson } from '../../../shared/http/request.ts';
import { z } from '../../../shared/lib/zod.ts';
import { countriesRootKey, describeGraphqlErrors } from './country.ts';

// Plain POST, no urql or graphql: the overview card must stay tiny.
const COUNT_QUERY = 'query CountryCount { countries { code } }';

const countReplySchema = z.object({ data: z.object({ countries: z.array(z.object({ code: z.string() })) }) });

async function getCountryCount(endpoint: Endpoint, signal?: AbortSignal): Promise<number> {
  const reply = await requestJson({
    endpoint,
    path: '/graphql',
    json: { query: COUNT_QUERY, operationName: 'CountryCount' },
    schema: countReplySchema,
    signal,
    describeError: describeGraphqlErrors,
    inBandError: describeGraphqlErrors,
  });
  return reply.data.countries.length;
}

export const countryCountQuery = (endpoint: Endpoint) =>
  queryOptions({
    queryKey: [...countriesRootKey(endpoint), 'overview', 'count'] as const,
    queryFn: ({ signal }) => getCountryCount(endpoint, signal),
    staleTime: 60 * 60 * 1000,
  });
