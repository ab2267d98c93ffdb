import { useId } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import type { JobMark } from '../lib/job-marks.ts';
import { marksStore } from '../hooks/use-job-marks.ts';

/** Saved and applied jobs carry a note: what to ask, interview dates. */
export const hasNote = (mark: JobMark) => mark.savedAt !== undefined || mark.appliedAt !== undefined;

/** A saved or applied job's private note, kept in this browser as it is typed. */
export function JobNote({ slug, note, title }: { slug: string; note: string; title: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Note
      </label>
      <textarea
        id={id}
        aria-label={`Note for ${title}`}
        className={`${inputClass} min-h-16`}
        rows={2}
        maxLength={5000}
        value={note}
        placeholder="Interview dates, contacts… Only you see this, in this browser."
        onChange={(event) => marksStore.setNote(slug, event.target.value)}
      />
    </div>
  );
}
