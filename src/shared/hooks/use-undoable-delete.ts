import { useCallback, useState } from 'react';

type FocusTarget = () => HTMLElement | null | undefined;

export interface Deletion {
  /** What the toast says, e.g. "Cleared 3 links from history." */
  message: string;
  /** Deletes the data now and returns what puts it back. */
  apply: () => () => void;
  /** Where focus goes once Undo has put the data back on the page. */
  focusAfterUndo?: FocusTarget;
  /** Where focus goes when the toast closes while it holds focus (dismissed, or replaced by nothing). */
  focusAfterClose?: FocusTarget;
}

export interface PendingDeletion extends Deletion {
  id: number;
  restore: () => void;
}

export interface UndoToastState {
  pending?: PendingDeletion;
  close: () => void;
}

let lastId = 0;

/**
 * Deletes user data at once (it is gone from storage even if the tab closes) and offers to put it
 * back: render `<UndoToast {...toast} />` beside the controls that delete. A second deletion
 * replaces the first toast, and the first deletion stays.
 */
export function useUndoableDelete(): { remove: (deletion: Deletion) => void; toast: UndoToastState } {
  const [pending, setPending] = useState<PendingDeletion>();
  const remove = useCallback((deletion: Deletion) => {
    const restore = deletion.apply();
    lastId += 1;
    setPending({ ...deletion, restore, id: lastId });
  }, []);
  const close = useCallback(() => setPending(undefined), []);
  return { remove, toast: { pending, close } };
}
