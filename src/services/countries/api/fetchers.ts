import { isUpstreamError } from '../../../shared/http/errors.ts';
import { countryDetailDocument, countryFieldsDocument, countryListDocument, type CountryFilter } from './documents.ts';
import { runGraphql } from './run-graphql.ts';
import { countryDetailDataSchema, countryFieldsDataSchema, countryListDataSchema } from './schemas.ts';

export type PopulationSupport =
  | { available: true }
  | { available: false; reason: 'not-in-schema' | 'introspection-refused'; message?: string };

/**
 * Asks the schema whether Country has `population`. A server that refuses introspection gets
 * the safe answer (no population) rather than a query it might reject.
 */
export async function getPopulationSupport(signal?: AbortSignal): Promise<PopulationSupport> {
  try {
    const { data } = await runGraphql(countryFieldsDocument, {}, countryFieldsDataSchema, signal);
    const fields = data.__type?.fields ?? [];
    return fields.some((field) => field.name === 'population') ? { available: true } : { available: false, reason: 'not-in-schema' };
  } catch (error) {
    if (isUpstreamError(error) && error.kind === 'upstream') {
      return { available: false, reason: 'introspection-refused', message: error.upstreamMessage };
    }
    throw error;
  }
}

export function listCountries(params: { continent?: string; withPopulation: boolean }, signal?: AbortSignal) {
  const filter: CountryFilter = params.continent ? { continent: { eq: params.continent } } : {};
  return runGraphql(countryListDocument(params.withPopulation), { filter }, countryListDataSchema, signal);
}

export function getCountry(params: { code: string; withPopulation: boolean }, signal?: AbortSignal) {
  return runGraphql(countryDetailDocument(params.withPopulation), { code: params.code }, countryDetailDataSchema, signal);
}
