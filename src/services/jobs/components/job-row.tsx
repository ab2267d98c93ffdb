import { Link } from 'react-router';
import { formatRelativeTime } from '../../../shared/lib/format.ts';
import type { Job } from '../api/schemas.ts';
import { Chips, RemoteBadge } from './job-badges.tsx';

export function JobRow({ job, now }: { job: Job; now: number }) {
  return (
    <article className="rounded-lg border border-zinc-200 bg-white p-3 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">
          <Link to={`/jobs/${encodeURIComponent(job.slug)}`} className="text-accent hover:underline">
            {job.title}
          </Link>
        </h2>
        {job.createdAtMs !== undefined && (
          <time dateTime={new Date(job.createdAtMs).toISOString()} className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
            {formatRelativeTime(job.createdAtMs, now)}
          </time>
        )}
      </div>
      <p className="mt-0.5 text-sm text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
        {job.company || 'Unknown company'}
        {job.location && <span> · {job.location}</span>}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <RemoteBadge remote={job.remote} />
        <Chips label="Job types" values={job.jobTypes} tone="type" limit={3} />
        <Chips label="Tags" values={job.tags} />
      </div>
    </article>
  );
}
