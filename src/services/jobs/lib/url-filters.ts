import type { JobFilters } from './job-index.ts';

/** `/jobs?q=&remote=1&tag=` (tag repeatable), plus `type` for the job type. */
export function readFilters(params: URLSearchParams): JobFilters {
  return {
    q: params.get('q') ?? '',
    remoteOnly: params.get('remote') === '1',
    tags: [...new Set(params.getAll('tag').filter(Boolean))],
    type: params.get('type') ?? '',
  };
}

export function writeFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.remoteOnly) params.set('remote', '1');
  for (const tag of filters.tags) params.append('tag', tag);
  if (filters.type) params.set('type', filters.type);
  return params;
}

export const hasFilters = (filters: JobFilters) => Boolean(filters.q.trim() || filters.remoteOnly || filters.tags.length || filters.type);
