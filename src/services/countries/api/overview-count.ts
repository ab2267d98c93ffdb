import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { z } from '../../../shared/lib/zod.ts';
import { postGraphql } from './graphql.ts';

/** How many countries the server lists: the overview card's one small query. */
const countDataSchema = z.object({ countries: z.array(z.object({ code: z.string() })) });

export const countryCountQuery = (endpoint: Endpoint) =>
  queryOptions({
    queryKey: queryKey('countries', 'country-count', endpoint),
    queryFn: async ({ signal }) => {
      const { data } = await postGraphql(
        endpoint,
        { operationName: 'CountryCount', query: 'query CountryCount { countries { code } }', schema: countDataSchema },
        signal,
      );
      return data.countries.length;
    },
    staleTime: 60 * 60 * 1000,
  });
