import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { endpointUrl, type Endpoint } from '../../../shared/config/endpoints.ts';
import type { ErrorBodyFields } from '../../../shared/http/describe-error-body.ts';
import { isUpstreamError, UpstreamError } from '../../../shared/http/errors.ts';
import { request } from '../../../shared/http/request.ts';
import { zodDetails, zodSummary } from '../../../shared/http/zod-details.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { z, type ZodType } from '../../../shared/lib/zod.ts';

/**
 * How every countries query travels: one POST through the shared `request()` (timeout, the
 * request inspector and its cURL line, the envelope checked by zod), its errors as one
 * UpstreamError; and what a country query asks besides the countries (whether the server's
 * Country has `population`), with where that answer is kept.
 */

const errorExtensionsSchema = z.looseObject({ code: z.optional(z.unknown()), stellate: z.optional(z.looseObject({ code: z.string() })) });

/** One item of a GraphQL reply's `errors`. */
const graphqlErrorSchema = z.looseObject({
  message: z.string(),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  extensions: z.optional(errorExtensionsSchema),
});
type GraphqlError = z.infer<typeof graphqlErrorSchema>;

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

/** A GraphQL reply: `data`, `errors` or both (partial data). Extra keys (extensions) pass. */
const graphqlEnvelopeSchema = z
  .looseObject({ data: z.optional(z.nullable(z.record(z.string(), z.unknown()))), errors: z.optional(z.array(graphqlErrorSchema)) })
  .check(
    z.superRefine((value, context) => {
      if (value.data === undefined && value.errors === undefined) {
        context.addIssue({ code: 'custom', path: ['data'], message: 'A GraphQL reply needs "data" or "errors"; neither arrived' });
      }
    }),
  );
export type GraphqlEnvelope = z.infer<typeof graphqlEnvelopeSchema>;

export interface GraphqlOperation {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** Sends one operation and hands back the reply's envelope; a failed request throws its UpstreamError. */
export async function sendGraphql(endpoint: Endpoint, operation: GraphqlOperation, signal?: AbortSignal): Promise<GraphqlEnvelope> {
  const reply = await request({
    endpoint,
    path: '/graphql',
    method: 'POST',
    json: operation,
    schema: graphqlEnvelopeSchema,
    describeError: describeGraphqlErrors,
    signal,
  });
  return reply.data;
}

const pathOf = (path: readonly (string | number)[] | undefined) => (path && path.length > 0 ? path.join('.') : undefined);

/** GraphQL errors with no usable data, as one explained UpstreamError (kind "upstream"). */
export function graphqlErrorsToUpstream(endpoint: Endpoint, errors: readonly GraphqlError[]): UpstreamError {
  const code = errors.map((item) => item.extensions?.code).find((value) => typeof value === 'string');
  return new UpstreamError({
    service: 'countries',
    kind: 'upstream',
    message: 'The GraphQL server answered with errors',
    status: 200,
    code,
    upstreamMessage: errors.map((item) => item.message).join(' · '),
    details: errors.map((item) => ({ field: pathOf(item.path) ?? 'query', message: item.message })),
    request: { method: 'POST', url: endpointUrl(endpoint, '/graphql') },
  });
}

export interface GraphqlOutcome<T> {
  data: T;
  /** Errors reported next to usable data (partial data). */
  partialErrors: { message: string; path?: string }[];
}

/** Sends an operation, validates `data` with zod, and keeps partial data with its errors. */
export async function postGraphql<T>(
  endpoint: Endpoint,
  operation: GraphqlOperation & { schema: ZodType<T> },
  signal?: AbortSignal,
): Promise<GraphqlOutcome<T>> {
  const { schema, ...sent } = operation;
  const { data, errors = [] } = await sendGraphql(endpoint, sent, signal);
  if (data == null && errors.length > 0) throw graphqlErrorsToUpstream(endpoint, errors);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // Fields nulled by a reported error fail validation: the GraphQL error is the better explanation.
    if (errors.length > 0) throw graphqlErrorsToUpstream(endpoint, errors);
    throw new UpstreamError({
      service: 'countries',
      kind: 'invalid-response',
      message: zodSummary(parsed.error).replace('The reply', 'The GraphQL data'),
      status: 200,
      details: zodDetails(parsed.error).map((detail) => ({ ...detail, field: `data.${detail.field}` })),
      request: { method: 'POST', url: endpointUrl(endpoint, '/graphql') },
    });
  }
  return { data: parsed.data, partialErrors: errors.map((item) => ({ message: item.message, path: pathOf(item.path) })) };
}

// A country query and the schema question it may carry.

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

/** GraphQL errors in a 200 reply, or a 400 (how the GraphQL-over-HTTP spec and Apollo 4 reject a query). */
const isRejectedQuery = (error: unknown): error is UpstreamError =>
  isUpstreamError(error) && (error.kind === 'upstream' || (error.kind === 'http' && error.status === 400));

const refused = (message: string | undefined): PopulationSupport => ({ available: false, reason: 'introspection-refused', message });

/** A country query: its document in each variant (see documentPerVariant), its variables and the schema of its data. */
export interface CountryOperation<T> {
  operationName: string;
  documents: Readonly<Record<CountryQueryVariant, string>>;
  variables: Record<string, unknown>;
  schema: ZodType<T>;
}

/**
 * Sends a country query in `variant`. In `ask-schema` it also reads the schema's answer on
 * population: a server that refuses introspection either rejects the whole query (it is then sent
 * again without the question) or nulls `__type` with an error; either way the refusal is the
 * answer, no population, and never shown as the query's own error.
 */
export async function postCountryQuery<T extends { __type?: CountryTypeFields }>(
  endpoint: Endpoint,
  { operationName, documents, variables, schema }: CountryOperation<T>,
  variant: CountryQueryVariant,
  signal?: AbortSignal,
): Promise<GraphqlOutcome<T> & { support?: PopulationSupport }> {
  const post = (sent: CountryQueryVariant) => postGraphql(endpoint, { operationName, query: documents[sent], variables, schema }, signal);
  if (variant !== 'ask-schema') return post(variant);
  let outcome: GraphqlOutcome<T>;
  try {
    outcome = await post('ask-schema');
  } catch (error) {
    if (!isRejectedQuery(error)) throw error;
    return { ...(await post('plain')), support: refused(error.upstreamMessage) };
  }
  const schemaErrors = outcome.partialErrors.filter((item) => item.path?.startsWith('__type'));
  if (schemaErrors.length > 0) {
    const partialErrors = outcome.partialErrors.filter((item) => !schemaErrors.includes(item));
    return { ...outcome, partialErrors, support: refused(schemaErrors.map((item) => item.message).join(' · ')) };
  }
  const hasPopulation = outcome.data.__type?.fields?.some((field) => field.name === 'population') === true;
  return { ...outcome, support: hasPopulation ? { available: true } : { available: false, reason: 'not-in-schema' } };
}
