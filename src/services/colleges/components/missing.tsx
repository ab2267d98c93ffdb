import type { ReactNode } from 'react';

/** A dash for a value the Scorecard does not report (often suppressed for privacy). */
export function Missing() {
  return (
    <>
      <span aria-hidden="true" className="text-zinc-500 dark:text-zinc-400">
        —
      </span>
      <span className="sr-only">Not reported</span>
    </>
  );
}

export const orMissing = (value: ReactNode | null) => (value === null || value === undefined ? <Missing /> : value);
