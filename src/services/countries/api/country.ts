import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { z } from '../../../shared/lib/zod.ts';

/**
 * What a country query may ask besides the countries: whether the server's Country has
 * `population`, the documents in each variant, and where the answer is kept. Values only, no requests.
 */

/**
 * What a country query asks besides the countries:
 * - `ask-schema`: whether Country has `population` (introspection), while the app does not know.
 *   One round trip answers both, where a separate check would race the query for the server.
 * - `plain`: nothing more (a server that refuses introspection, or one known to lack population).
 * - `with-population`: the population field, once the schema has shown it (the real one has not).
 */
export type CountryQueryVariant = 'ask-schema' | 'plain' | 'with-population';

export type PopulationSupport = { available: true } | { available: false; reason: 'not-in-schema' | 'introspection-refused'; message?: string };

/** Which variant a country query is sent in, given what the schema has answered so far. */
export const countryQueryVariant = (support: PopulationSupport | undefined): CountryQueryVariant =>
  support === undefined ? 'ask-schema' : support.available ? 'with-population' : 'plain';

const summaryFields = (variant: CountryQueryVariant) => `
  code name native emoji capital phones currencies
  continent { code name }
  languages { code name native rtl }${variant === 'with-population' ? '\n  population' : ''}`;
const schemaQuestion = (variant: CountryQueryVariant) => (variant === 'ask-schema' ? '__type(name: "Country") { fields { name } }' : '');

/**
 * A document in each variant, built once: `build` gets the summary's fields for the country
 * selection set and the schema question (empty unless the variant asks it) for the root.
 */
export const documentPerVariant = (build: (countryFields: string, schemaQuestion: string) => string): Readonly<Record<CountryQueryVariant, string>> => ({
  'ask-schema': build(summaryFields('ask-schema'), schemaQuestion('ask-schema')),
  plain: build(summaryFields('plain'), schemaQuestion('plain')),
  'with-population': build(summaryFields('with-population'), schemaQuestion('with-population')),
});

const countryTypeSchema = z.object({ fields: z.nullable(z.array(z.object({ name: z.string() }))) });
/** Introspection's answer on Country's fields; null from a server that hides the type. */
export const countryTypeFieldsSchema = z.optional(z.nullable(countryTypeSchema));
export type CountryTypeFields = z.infer<typeof countryTypeFieldsSchema>;

/**
 * Whether Country has `population`: answered by the first country query (never fetched alone)
 * and kept, since the schema does not change while the app runs.
 */
export const populationSupportQuery = (endpoint: Endpoint) =>
  queryOptions<PopulationSupport>({
    queryKey: queryKey('countries', 'population-support', endpoint),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
    // Restored with the lists it describes, so their population column reads the same after a reload.
    meta: PERSISTED.meta,
  });

/** The schema's answer as far as it is known, for code outside React (the route loaders). */
export const cachedPopulationSupport = (client: QueryClient, endpoint: Endpoint) => client.getQueryData(populationSupportQuery(endpoint).queryKey);

/** Keeps the answer a country query brought, for the queries after it. */
export function rememberPopulationSupport(client: QueryClient, endpoint: Endpoint, support: PopulationSupport | undefined) {
  if (support) client.setQueryData(populationSupportQuery(endpoint).queryKey, support);
}
