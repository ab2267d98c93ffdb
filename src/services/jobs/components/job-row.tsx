import { memo } from 'react';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../shared/lib/format.ts';
import type { Job } from '../api/schemas.ts';
import type { JobMark } from '../lib/job-marks.ts';
import { useReadNearScreen } from '../hooks/use-read-near-screen.ts';
import { Chips, RemoteBadge } from './job-badges.tsx';
import { JobPostingBadges } from './posting-badges.tsx';
import { JobMarkControls, NewBadge } from './job-mark-controls.tsx';

interface JobRowProps {
  job: Job;
  now: number;
  mark?: JobMark;
  isNew?: boolean;
  onUnsave: (slug: string, title: string) => void;
}

/**
 * Memoised: a keystroke re-renders the list, and rows that stay in view keep their DOM untouched.
 * The posting is read when the row comes near the screen, and only its badges follow the reading.
 */
export const JobRow = memo(function JobRow({ job, now, mark, isNew = false, onUnsave }: JobRowProps) {
  const ref = useReadNearScreen<HTMLElement>(job);
  return (
    <article ref={ref} className="rounded-lg border border-zinc-200 bg-white p-3 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">
          <Link to={`/jobs/${encodeURIComponent(job.slug)}`} className="text-accent hover:underline">
            {job.title}
          </Link>
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {isNew && <NewBadge />}
          {job.createdAtMs !== undefined && (
            <time dateTime={new Date(job.createdAtMs).toISOString()} className="text-xs text-muted">
              {formatRelativeTime(job.createdAtMs, now)}
            </time>
          )}
        </div>
      </div>
      <p className="mt-0.5 text-sm text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
        {job.company || 'Unknown company'}
        {job.location && <span> · {job.location}</span>}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <RemoteBadge remote={job.remote} />
        <JobPostingBadges slug={job.slug} />
        <Chips label="Job types" values={job.jobTypes} tone="type" limit={3} />
        <Chips label="Tags" values={job.tags} />
      </div>
      <div className="mt-2">
        <JobMarkControls slug={job.slug} job={job} mark={mark} title={job.title} onUnsave={onUnsave} />
      </div>
    </article>
  );
});
