import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ZodType } from '../../../shared/lib/zod.ts';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import type { FieldDetail } from '../../../shared/http/errors.ts';
import { requestJson, type ErrorBodyReader } from '../../../shared/http/request.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { keyParams, queryKey, resourceOnKey } from '../../../shared/lib/query-key.ts';
import { INCOME_BANDS, schoolsPageSchema, type School, type SchoolsPage } from './schemas.ts';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** api.data.gov gateway `{error:{code,message}}` and Open Data Maker `{errors:[{error,message,parameter|input}]}`. */
const describeScorecardError: ErrorBodyReader = (body) => {
  if (!isObject(body)) return undefined;
  if (isObject(body.error)) return { code: text(body.error.code), message: text(body.error.message) };
  if (Array.isArray(body.errors)) {
    const items = body.errors.filter(isObject);
    const details = items.flatMap((item): FieldDetail[] => {
      const message = text(item.message);
      return message ? [{ field: text(item.parameter) ?? text(item.input) ?? text(item.error) ?? 'request', message }] : [];
    });
    return { code: text(items[0]?.error), message: details.map((detail) => detail.message).join(' · ') || undefined, details };
  }
  return { code: typeof body.error === 'number' ? String(body.error) : undefined, message: text(body.message) };
};

async function getSchools<T>(endpoint: Endpoint, params: Record<string, string>, schema: ZodType<T>, signal?: AbortSignal): Promise<T> {
  return requestJson({
    endpoint,
    path: '/schools',
    // The key goes in the query string: an X-Api-Key header would force a preflight the gateway rejects.
    query: { ...params, api_key: endpoint.key ?? '' },
    schema,
    signal,
    describeError: describeScorecardError,
  });
}

export function listSchools(endpoint: Endpoint, params: Record<string, string>, signal?: AbortSignal): Promise<SchoolsPage> {
  return getSchools(endpoint, params, schoolsPageSchema, signal);
}

export const DETAIL_FIELDS = [
  'id',
  'school.name',
  'school.city',
  'school.state',
  'school.zip',
  'school.school_url',
  'school.price_calculator_url',
  'school.ownership',
  'school.degrees_awarded.predominant',
  'location.lat',
  'location.lon',
  'latest.student.size',
  'latest.admissions.admission_rate.overall',
  'latest.admissions.sat_scores.average.overall',
  'latest.cost.tuition.in_state',
  'latest.cost.tuition.out_of_state',
  'latest.cost.avg_net_price.overall',
  'latest.earnings.10_yrs_after_entry.median',
  'latest.earnings.6_yrs_after_entry.median',
  'latest.completion.consumer_rate',
  'latest.student.retention_rate.four_year.full_time',
  'latest.aid.median_debt.completers.overall',
  'latest.aid.median_debt.completers.monthly_payments',
  ...INCOME_BANDS.flatMap(({ key }) => [`latest.cost.net_price.public.by_income_level.${key}`, `latest.cost.net_price.private.by_income_level.${key}`]),
  'latest.programs.cip_4_digit',
];

/** What the compare page shows, asked for in its single request. */
export const COMPARE_FIELDS = [
  ...DETAIL_FIELDS.filter(
    (field) =>
      !['location.lat', 'location.lon', 'school.price_calculator_url', 'latest.earnings.6_yrs_after_entry.median', 'latest.programs.cip_4_digit'].includes(
        field,
      ),
  ),
  'school.locale',
  'latest.admissions.act_scores.midpoint.cumulative',
];

/**
 * Every school of a shortlist in ONE request: `id=a,b,c` with one page as large as the list. With
 * a field of study the programs block comes too (every program: a program filter would drop the
 * schools that do not offer it, and those belong in the comparison).
 */
export async function compareSchools(endpoint: Endpoint, ids: readonly number[], withPrograms: boolean, signal?: AbortSignal): Promise<School[]> {
  if (ids.length === 0) return [];
  const fields = withPrograms ? [...COMPARE_FIELDS, 'latest.programs.cip_4_digit'] : COMPARE_FIELDS;
  const params = { id: ids.join(','), fields: fields.join(','), per_page: String(Math.max(ids.length, 1)) };
  const page = await getSchools(endpoint, params, schoolsPageSchema, signal);
  return page.results;
}

async function getSchool(endpoint: Endpoint, id: number, signal?: AbortSignal) {
  const page = await getSchools(endpoint, { id: String(id), fields: DETAIL_FIELDS.join(','), per_page: '1' }, schoolsPageSchema, signal);
  return page.results[0] ?? null;
}

/** The overview's one cheap call: a single id, just for metadata.total. */
function countOperatingSchools(endpoint: Endpoint, signal?: AbortSignal): Promise<number> {
  return getSchools(endpoint, { 'school.operating': '1', fields: 'id', per_page: '1' }, schoolsPageSchema, signal).then((page) => page.metadata.total);
}

/** DEMO_KEY allows 30 requests an hour per IP, so answers are kept for a long time. */
export const COLLEGES_STALE_MS = 15 * 60_000;

/** A Scorecard UNITID from the URL, or undefined when it cannot be one. */
export const parseSchoolId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : undefined);

/** A page of schools as the list's parameters ask. */
export const schoolListQuery = (endpoint: Endpoint, params: Record<string, string>) =>
  queryOptions({
    queryKey: queryKey('colleges', 'school-list', endpoint, params),
    queryFn: ({ signal }) => listSchools(endpoint, params, signal),
    staleTime: COLLEGES_STALE_MS,
    ...PERSISTED,
    placeholderData: keepPreviousData,
  });

export const schoolQuery = (endpoint: Endpoint, id: number) =>
  queryOptions({
    queryKey: queryKey('colleges', 'school', endpoint, id),
    queryFn: ({ signal }) => getSchool(endpoint, id, signal),
    staleTime: COLLEGES_STALE_MS,
    ...PERSISTED,
  });

export const comparisonQuery = (endpoint: Endpoint, ids: readonly number[], withPrograms = false) =>
  queryOptions({
    // Sorted: reordering the columns must not cost another request.
    queryKey: queryKey('colleges', 'comparison', endpoint, { ids: [...ids].sort((a, b) => a - b), programs: withPrograms }),
    queryFn: ({ signal }) =>
      compareSchools(
        endpoint,
        [...ids].sort((a, b) => a - b),
        withPrograms,
        signal,
      ),
    staleTime: COLLEGES_STALE_MS,
    ...PERSISTED,
    placeholderData: keepPreviousData,
  });

/** The overview's count of operating schools. */
export const schoolCountQuery = (endpoint: Endpoint) =>
  queryOptions({
    queryKey: queryKey('colleges', 'school-count', endpoint),
    queryFn: ({ signal }) => countOperatingSchools(endpoint, signal),
    staleTime: COLLEGES_STALE_MS,
    ...PERSISTED,
  });

/** A comparison already loaded for more schools (and programs, if wanted) answers a smaller one without a request. */
export function comparisonFromCache(client: QueryClient, endpoint: Endpoint, ids: readonly number[], withPrograms = false): School[] | undefined {
  // The prefix holds the endpoint's scope, and with programs wanted only comparisons that have them match.
  const filter = withPrograms ? [...resourceOnKey('colleges', 'comparison', endpoint), { programs: true }] : resourceOnKey('colleges', 'comparison', endpoint);
  for (const [key, data] of client.getQueriesData<School[]>({ queryKey: filter })) {
    const cached = keyParams(key) as { ids?: number[] } | undefined;
    if (!data || !cached?.ids) continue;
    if (ids.every((id) => cached.ids?.includes(id))) return data.filter((school) => ids.includes(school.id));
  }
  return undefined;
}

/** Query options that start a comparison from a cached larger one, counted as fresh as of now. */
export const startFromCachedComparison = (client: QueryClient, endpoint: Endpoint, ids: readonly number[], withPrograms: boolean) => ({
  initialData: () => comparisonFromCache(client, endpoint, ids, withPrograms),
  initialDataUpdatedAt: () => Date.now(),
});
