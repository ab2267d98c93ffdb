import { jobsPageSchema, type Job } from '../services/jobs/api/schemas.ts';
import { sampleJob, type RawJob } from '../services/jobs/fake/sample-jobs.ts';

/** A job as the board sends it: the demo board's job at `index`, posted in the last hours, with the fields a test sets. */
export function buildJob(index = 0, overrides: Partial<RawJob> = {}): RawJob {
  const thisHourSeconds = Math.floor(Date.now() / 3_600_000) * 3600;
  return { ...sampleJob(index, thisHourSeconds), ...overrides };
}

/** A job as the app reads it from a page of the board's reply; throws where the page would skip it. */
export function readJob(raw: unknown): Job {
  const job = jobsPageSchema.parse({ data: [raw] }).jobs[0];
  if (!job) throw new Error(`The board's page would skip this job: ${JSON.stringify(raw)}`);
  return job;
}
