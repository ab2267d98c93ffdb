const DAY_MS = 86_400_000;

/** `age=1|3|7`: posted in the last 24 hours, 3 days or week. */
export const AGE_CHOICES = [
  { days: 1, label: 'Last 24 hours' },
  { days: 3, label: 'Last 3 days' },
  { days: 7, label: 'Last week' },
] as const;

export type AgeDays = (typeof AGE_CHOICES)[number]['days'];

export function readAge(value: string | null): AgeDays | undefined {
  return AGE_CHOICES.find((choice) => String(choice.days) === value)?.days;
}

/** The oldest `created_at` (ms) an age filter keeps; a job without a date is never "recent". */
export const postedSinceMs = (days: AgeDays, now: number) => now - days * DAY_MS;
