import { isUpstreamError, type UpstreamError } from '../../../shared/http/errors.ts';
import { countryFilterFor } from '../lib/list-params.ts';
import { countryDetailDocument, countryListDocument, countryNameDocument, languagePageDocument, type CountryQueryVariant } from './documents.ts';
import { runGraphql, type GraphqlOutcome } from './run-graphql.ts';
import { countryDetailDataSchema, countryListDataSchema, countryNameDataSchema, languagePageDataSchema } from './schemas.ts';

export type PopulationSupport = { available: true } | { available: false; reason: 'not-in-schema' | 'introspection-refused'; message?: string };

export type CountryTypeFields = { fields: { name: string }[] | null } | null | undefined;

export function listCountries(params: { continent?: string; currency?: string; variant: CountryQueryVariant }, signal?: AbortSignal) {
  return runGraphql(countryListDocument(params.variant), { filter: countryFilterFor(params) }, countryListDataSchema, signal);
}

export function getCountry(params: { code: string; variant: CountryQueryVariant }, signal?: AbortSignal) {
  return runGraphql(countryDetailDocument(params.variant), { code: params.code }, countryDetailDataSchema, signal);
}

export function getCountryName(params: { code: string; lang: string }, signal?: AbortSignal) {
  return runGraphql(countryNameDocument, params, countryNameDataSchema, signal);
}

export function getLanguage(params: { code: string }, signal?: AbortSignal) {
  return runGraphql(languagePageDocument, params, languagePageDataSchema, signal);
}

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
export async function askingSchema<T extends { __type?: CountryTypeFields }>(
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
