import type { MouseEvent } from 'react';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { formatDateTime } from '../../../shared/lib/reader-locale.ts';
import type { Job } from '../api/schemas.ts';
import type { JobMark } from '../lib/job-marks.ts';
import { marksStore } from '../hooks/use-job-marks.ts';

const toggle =
  'inline-flex min-h-8 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium transition-colors border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 aria-pressed:border-accent aria-pressed:bg-accent/10 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';

// One formatter for every row: building an Intl formatter loads locale data, far slower than formatting.
const shortDate = (ms: number) => formatDateTime(ms, { day: 'numeric', month: 'short' });

interface JobMarkControlsProps {
  slug: string;
  /** The live job, when the feed still has it (its snapshot is then refreshed). */
  job?: Job;
  mark?: JobMark;
  title: string;
  /** Unsaving deletes the note: the page offers Undo. */
  onUnsave: (slug: string, title: string) => void;
}

/**
 * Hiding (and, on the saved list, un-applying) can take the job's row away with the button: focus
 * then goes to the same button of the next row, else to the page's heading.
 */
function keepFocusIfRowGoes(event: MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  keepFocusOnRemoval(button, { item: button.closest('article'), group: button.closest('ul'), fallback: () => document.querySelector('h1') });
}

/** Save (star), Applied (with its date) and Hide for one job; each button says its state. */
export function JobMarkControls({ slug, job, mark, title, onUnsave }: JobMarkControlsProps) {
  const saved = mark?.savedAt !== undefined;
  const applied = mark?.appliedAt !== undefined;
  const hidden = mark?.hidden ?? false;
  return (
    <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label={`Marks for ${title}`}>
      <button
        type="button"
        className={toggle}
        aria-pressed={saved}
        disabled={!saved && !job}
        onClick={() => (saved ? onUnsave(slug, title) : job && marksStore.save(job))}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span>
        {saved ? 'Saved' : 'Save'}
      </button>
      <button
        type="button"
        className={toggle}
        aria-pressed={applied}
        data-focus-peer="applied"
        onClick={(event) => {
          keepFocusIfRowGoes(event);
          marksStore.setApplied(slug, job, !applied);
        }}
      >
        {applied && mark?.appliedAt !== undefined ? `Applied ${shortDate(mark.appliedAt)}` : 'Mark applied'}
      </button>
      <button
        type="button"
        className={toggle}
        aria-pressed={hidden}
        data-focus-peer="hide"
        onClick={(event) => {
          keepFocusIfRowGoes(event);
          marksStore.setHidden(slug, job, !hidden);
        }}
      >
        {hidden ? 'Hidden' : 'Hide'}
      </button>
    </div>
  );
}

export function NewBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50">
      New
    </span>
  );
}
