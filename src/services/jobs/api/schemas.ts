import { z } from '../../../shared/lib/zod.ts';
import { decodeEntities } from '../../../shared/lib/decode-entities.ts';

const text = (value: unknown) => (typeof value === 'string' ? decodeEntities(value).trim() : typeof value === 'number' ? String(value) : '');

const textList = (value: unknown) => (Array.isArray(value) ? [...new Set(value.map(text).filter(Boolean))] : []);

/** `created_at` is Unix seconds; some clients saw strings, so digits and ISO dates are read too. */
export function createdAtMs(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value * 1000;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

const isTrue = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

const slugField = z.pipe(z.union([z.string().check(z.trim(), z.minLength(1)), z.number()]), z.transform(String));
const anyField = z.optional(z.unknown());

const rawJobSchema = z.looseObject({
  slug: slugField,
  title: anyField,
  company_name: anyField,
  description: anyField,
  remote: anyField,
  url: anyField,
  tags: anyField,
  job_types: anyField,
  location: anyField,
  created_at: anyField,
});

const jobSchema = z.pipe(
  rawJobSchema,
  z.transform((raw) => ({
    slug: raw.slug,
    title: text(raw.title) || 'Untitled job',
    company: text(raw.company_name),
    /** Untrusted HTML: only ever rendered through sanitizeDescription. */
    descriptionHtml: typeof raw.description === 'string' ? raw.description : '',
    remote: isTrue(raw.remote),
    url: typeof raw.url === 'string' ? raw.url : undefined,
    tags: textList(raw.tags),
    jobTypes: textList(raw.job_types),
    location: text(raw.location),
    createdAtMs: createdAtMs(raw.created_at),
  })),
);

export type Job = z.output<typeof jobSchema>;

/**
 * One page. Unreadable jobs are skipped and counted rather than failing the page; a reply
 * without a `data` array is the wrong shape and fails.
 */
const rawJobsPageSchema = z.looseObject({
  data: z.array(z.unknown()),
  links: z.nullish(z.looseObject({ next: z.nullish(z.string()) })),
});

export const jobsPageSchema = z.pipe(
  rawJobsPageSchema,
  z.transform(({ data, links }) => {
    const jobs: Job[] = [];
    for (const item of data) {
      const parsed = jobSchema.safeParse(item);
      if (parsed.success) jobs.push(parsed.data);
    }
    return {
      jobs,
      skipped: data.length - jobs.length,
      // A missing `links` says nothing; only an explicit null `next` (or an empty page) ends the list.
      lastPage: data.length === 0 || links?.next === null,
    };
  }),
);

export type JobsPage = z.output<typeof jobsPageSchema>;
