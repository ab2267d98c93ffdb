import { useCallback } from 'react';
import { useUndoableDelete } from '../../../shared/hooks/use-undoable-delete.ts';
import { marksStore } from './use-job-marks.ts';

/** Unsaving deletes the job's note: it happens at once, with Undo offered from a toast. */
export function useUnsaveWithUndo() {
  const { remove, toast } = useUndoableDelete();
  const onUnsave = useCallback(
    (slug: string, title: string) => remove({ message: `Removed “${title}” from saved jobs.`, apply: () => marksStore.unsave(slug) }),
    [remove],
  );
  return { onUnsave, toast };
}
