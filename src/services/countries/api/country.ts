import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { endpointScope, type Endpoint } from '../../../shared/config/endpoints.ts';
import { isUpstreamError, type UpstreamError } from '../../../shared/http/errors.ts';
import type { ErrorBodyFields } from '../../../shared/http/describe-error-body.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { z } from '../../../shared/lib/zod.ts';
import type { GraphqlOutcome } from './graphql.ts';

/**
 * What every countries request shares: the root key, how the server's errors read, the fields a
 * country query selects, and the answer on whether the server's Country has `population`. Light on
 * purpose (no country schemas, no urql): the overview's count imports it too.
 */

/** Every countries key starts here; the endpoint's scope in it makes a Settings change refetch. */
export const countriesRootKey = (endpoint: Endpoint) => ['countries', endpointScope(endpoint)] as const;

const errorExtensionsSchema = z.looseObject({ code: z.optional(z.unknown()), stellate: z.optional(z.looseObject({ code: z.string() })) });

/** One item of a GraphQL reply's `errors`. */
export const graphqlErrorSchema = z.looseObject({
  message: z.string(),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  extensions: z.optional(errorExtensionsSchema),
});

const errorsBodySchema = z.object({ errors: z.array(graphqlErrorSchema).check(z.minLength(1)) });

/**
 * The GraphQL server's errors, in a 200 or with a 400: every message, the first code, the path of
 * each. The CDN in front of the server (Stellate) refuses some queries itself with HTTP 400 and its
 * code in `extensions.stellate.code` (INVALID_QUERY), where the server puts `extensions.code`.
 */
export const describeGraphqlErrors = (body: unknown): ErrorBodyFields | undefined => {
  const parsed = errorsBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const items = parsed.data.errors;
  const first = items[0]!.extensions;
  const code = first?.stellate?.code ?? (typeof first?.code === 'string' ? first.code : undefined);
  return {
    code,
    message: items.map((item) => item.message).join(' · '),
    details: items.flatMap((item) => (item.path?.length ? [{ field: item.path.join('.'), message: item.message }] : [])),
  };
};

/**
 * What a country query asks besides the countries:
 * - `ask-schema`: whether Country has `population` (introspection), while the app does not know.
 *   One round trip answers both, where a separate check would race the query for the server.
 * - `plain`: nothing more (a server that refuses introspection, or one known to lack population).
 * - `with-population`: the population field, once the schema has shown it (the real one has not).
 */
export type CountryQueryVariant = 'ask-schema' | 'plain' | 'with-population';
const QUERY_VARIANTS: readonly CountryQueryVariant[] = ['ask-schema', 'plain', 'with-population'];

const summaryFields = (variant: CountryQueryVariant) => `
  code name native emoji capital phones currencies
  continent { code name }
  languages { code name native rtl }${variant === 'with-population' ? '\n  population' : ''}`;
const schemaQuestion = (variant: CountryQueryVariant) => (variant === 'ask-schema' ? '__type(name: "Country") { fields { name } }' : '');

/**
 * A document in each variant, built once: `build` gets the summary's fields for the country
 * selection set and the schema question (empty unless the variant asks it) for the root.
 */
export function documentPerVariant<Document>(build: (countryFields: string, schemaQuestion: string) => Document) {
  const documents = QUERY_VARIANTS.map((variant) => build(summaryFields(variant), schemaQuestion(variant)));
  return (variant: CountryQueryVariant) => documents[QUERY_VARIANTS.indexOf(variant)]!;
}

const countryTypeSchema = z.object({ fields: z.nullable(z.array(z.object({ name: z.string() }))) });
/** Introspection's answer on Country's fields; null from a server that hides the type. */
export const countryTypeFieldsSchema = z.optional(z.nullable(countryTypeSchema));
type CountryTypeFields = z.infer<typeof countryTypeFieldsSchema>;

export type PopulationSupport = { available: true } | { available: false; reason: 'not-in-schema' | 'introspection-refused'; message?: string };

/**
 * Whether Country has `population`: answered by the first country query (never fetched alone)
 * and kept, since the schema does not change while the app runs.
 */
export const populationSupportQuery = (endpoint: Endpoint) =>
  queryOptions<PopulationSupport>({
    queryKey: [...countriesRootKey(endpoint), 'schema', 'population'] as const,
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
    // Restored with the lists it describes, so their population column reads the same after a reload.
    meta: PERSISTED.meta,
  });

/** GraphQL errors in a 200 reply, or a 400 (how the GraphQL-over-HTTP spec and Apollo 4 reject a query). */
const isRejectedQuery = (error: unknown): error is UpstreamError =>
  isUpstreamError(error) && (error.kind === 'upstream' || (error.kind === 'http' && error.status === 400));

const refused = (message: string | undefined): PopulationSupport => ({ available: false, reason: 'introspection-refused', message });

/**
 * Sends a country query that also asks the schema whether Country has `population`, and reads
 * the answer. A server that refuses introspection either rejects the whole query (it is then sent
 * again without the question) or nulls `__type` with an error: either way the refusal is the
 * answer, no population, and never shown as the query's own error.
 */
async function askingSchema<T extends { __type?: CountryTypeFields }>(
  run: (variant: 'ask-schema' | 'plain') => Promise<GraphqlOutcome<T>>,
): Promise<{ outcome: GraphqlOutcome<T>; support: PopulationSupport }> {
  let outcome: GraphqlOutcome<T>;
  try {
    outcome = await run('ask-schema');
  } catch (error) {
    if (!isRejectedQuery(error)) throw error;
    return { outcome: await run('plain'), support: refused(error.upstreamMessage) };
  }
  const schemaErrors = outcome.partialErrors.filter((item) => item.path?.startsWith('__type'));
  if (schemaErrors.length > 0) {
    const partialErrors = outcome.partialErrors.filter((item) => !schemaErrors.includes(item));
    return { outcome: { ...outcome, partialErrors }, support: refused(schemaErrors.map((item) => item.message).join(' · ')) };
  }
  const hasPopulation = outcome.data.__type?.fields?.some((field) => field.name === 'population') === true;
  return { outcome, support: hasPopulation ? { available: true } : { available: false, reason: 'not-in-schema' } };
}

/**
 * Runs a country query in the variant the schema allows. Until the schema's answer on population
 * is cached, the query asks it too (one round trip for both) and caches it for the queries after.
 */
export async function withSchemaAnswer<T extends { __type?: CountryTypeFields }>(
  client: QueryClient,
  endpoint: Endpoint,
  withPopulation: boolean,
  run: (variant: CountryQueryVariant) => Promise<GraphqlOutcome<T>>,
) {
  if (withPopulation) return run('with-population');
  const supportKey = populationSupportQuery(endpoint).queryKey;
  if (client.getQueryData(supportKey)) return run('plain');
  const { outcome, support } = await askingSchema(run);
  client.setQueryData(supportKey, support);
  return outcome;
}
