import { compareText } from '../../../shared/lib/text-order.ts';
import type { IndexedJob } from './job-index.ts';
import { groupsOfType, JOB_TYPE_GROUPS, ungroupedKey } from './job-types.ts';

export interface TypeOption {
  /** The URL's `type=` value. */
  value: string;
  /** What a job's typeKeys hold for it. */
  key: string;
  label: string;
  count: number;
}

/** The job-type picker's options: the groups present in the loaded jobs, then the types no group knows. */
export function typeOptions(jobs: readonly IndexedJob[]): TypeOption[] {
  const counts = new Map<string, number>();
  const ungrouped = new Map<string, string>();
  const grouped = new Map<string, boolean>();
  for (const { job, typeKeys } of jobs) {
    for (const key of typeKeys) counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const jobType of job.jobTypes) {
      let hasGroup = grouped.get(jobType);
      if (hasGroup === undefined) grouped.set(jobType, (hasGroup = groupsOfType(jobType).length > 0));
      const key = ungroupedKey(jobType);
      if (!hasGroup && !ungrouped.has(key)) ungrouped.set(key, jobType);
    }
  }
  const groups = JOB_TYPE_GROUPS.filter((group) => counts.has(group.id)).map((group) => ({
    value: group.id,
    key: group.id,
    label: group.label,
    count: counts.get(group.id) ?? 0,
  }));
  const others = [...ungrouped].map(([key, label]) => ({ value: label, key, label, count: counts.get(key) ?? 0 }));
  return [...groups, ...others.sort((a, b) => b.count - a.count || compareText(a.label, b.label))];
}
