import type { Program } from '../api/program-schema.ts';
import { lazily } from '../../../shared/lib/lazily.ts';

export const PROGRAM_SORTS = {
  'earnings:desc': 'Earnings, highest first',
  'debt:asc': 'Debt, lowest first',
  'debt:desc': 'Debt, highest first',
  'title:asc': 'Name, A to Z',
} as const;
export type ProgramSort = keyof typeof PROGRAM_SORTS;
export const DEFAULT_PROGRAM_SORT: ProgramSort = 'earnings:desc';

export const isProgramSort = (value: string | null): value is ProgramSort => value !== null && value in PROGRAM_SORTS;

/** Wording for a figure the API sends as null: suppressed for privacy or not reported, it does not say which. */
export const NOT_PUBLISHED = 'not published';

const collator = lazily(() => new Intl.Collator('en', { sensitivity: 'base' }));

/** Sorted programs; a figure that is not published goes last whichever way, never counted as zero. */
export function sortPrograms(programs: readonly Program[], sort: ProgramSort): Program[] {
  const [key, direction] = sort.split(':') as ['earnings' | 'debt' | 'title', 'asc' | 'desc'];
  const sign = direction === 'desc' ? -1 : 1;
  const byTitle = (a: Program, b: Program) => collator().compare(a.title, b.title) || (a.credentialLevel ?? 0) - (b.credentialLevel ?? 0);
  return [...programs].sort((a, b) => {
    if (key === 'title') return byTitle(a, b);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? byTitle(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byTitle(a, b);
  });
}

/** The longest bar's value: earnings and debt share one scale so their bars compare. */
export const barScaleMax = (programs: readonly Program[]) => Math.max(1, ...programs.flatMap((program) => [program.earnings ?? 0, program.debt ?? 0]));

/** The program a compare link names, at the school's highest credential level when it has several. */
export function programFor(programs: readonly Program[] | null, code: string): Program | undefined {
  return (programs ?? []).filter((program) => program.code === code).sort((a, b) => (b.credentialLevel ?? 0) - (a.credentialLevel ?? 0))[0];
}
