import { useMemo } from 'react';
import { formatRelativeTime } from '../../../shared/lib/format.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import type { Job } from '../api/schemas.ts';
import { Chips, RemoteBadge } from './job-badges.tsx';
import { JobDescription } from './job-description.tsx';
import { PostingBadges } from './posting-badges.tsx';
import { useFactsReading, useJobFacts, useReadPostings } from '../hooks/use-posting-facts.ts';
import { germanReason, languageWords } from '../lib/posting-labels.ts';

export function JobDetail({ job }: { job: Job }) {
  const applyUrl = safeHttpUrl(job.url);
  const entries = useMemo(() => [{ job }], [job]);
  const facts = useJobFacts(job.slug);
  const { failed, retry } = useFactsReading();
  useReadPostings(entries, { first: true });
  return (
    <div className="space-y-4">
      <Card>
        <p className="text-zinc-800 [overflow-wrap:anywhere] dark:text-zinc-200">
          <span className="font-semibold">{job.company || 'Unknown company'}</span>
          {job.location && <span> · {job.location}</span>}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <RemoteBadge remote={job.remote} />
          <PostingBadges facts={facts} />
          <Chips label="Job types" values={job.jobTypes} tone="type" limit={10} />
          <Chips label="Tags" values={job.tags} limit={20} />
        </div>
        <dl className="mt-2 space-y-1 text-sm">
          <div>
            <dt className="inline font-semibold">Written in: </dt>
            <dd className="inline">{facts ? languageWords(facts.lang) : failed ? 'could not be told' : 'reading…'}</dd>
          </div>
          <div className="[overflow-wrap:anywhere]">
            <dt className="inline font-semibold">German: </dt>
            <dd className="inline">
              {facts ? (
                germanReason(facts.german, facts.germanPhrase)
              ) : failed ? (
                <>
                  The language reader could not be downloaded.{' '}
                  <button type="button" className="font-medium text-accent underline" onClick={retry}>
                    Retry
                  </button>
                </>
              ) : (
                'reading…'
              )}
            </dd>
          </div>
        </dl>
        {job.createdAtMs !== undefined && (
          <p className="mt-2 text-sm text-muted">
            Posted <time dateTime={new Date(job.createdAtMs).toISOString()}>{formatRelativeTime(job.createdAtMs)}</time>
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-3">
          {applyUrl ? (
            <a className={buttonClass('primary')} href={applyUrl} target="_blank" rel="noopener noreferrer">
              Apply on Arbeitnow<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <p className="text-sm">This job has no safe link to apply (only http and https links are opened).</p>
          )}
        </div>
      </Card>
      <Card title="Description">
        <JobDescription html={job.descriptionHtml} />
      </Card>
    </div>
  );
}
