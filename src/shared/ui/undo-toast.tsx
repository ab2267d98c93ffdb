import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { keepFocusOnRemoval } from '../lib/focus-after-removal.ts';
import { buttonClass } from './button.tsx';
import type { UndoToastState } from '../hooks/use-undoable-delete.ts';

/** How long Undo stays offered once the toast has neither the pointer nor focus. */
const UNDO_WINDOW_MS = 8000;

/**
 * The toast that offers to undo a deletion. Focus moves to its Undo button when it opens (the
 * control that deleted is usually gone). The countdown waits while the pointer is over the toast or
 * focus is in it, so nobody loses the undo while reaching for it. Escape or × closes it; focus then
 * goes where the deletion says, never to <body>. Its status line is always on the page, so screen
 * readers announce each message.
 */
export function UndoToast({ pending, close, durationMs = UNDO_WINDOW_MS }: UndoToastState & { durationMs?: number }) {
  const panel = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // Which toast has the pointer or focus: a new toast starts unpaused without a reset.
  const [hoveredId, setHoveredId] = useState<number>();
  const [focusedId, setFocusedId] = useState<number>();
  const id = pending?.id;
  const paused = id !== undefined && (hoveredId === id || focusedId === id);

  const dismiss = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && panel.current?.contains(active)) keepFocusOnRemoval(active, { group: null, fallback: pending?.focusAfterClose });
    close();
  };
  const undo = () => {
    if (!pending) return;
    if (undoButton.current) keepFocusOnRemoval(undoButton.current, { group: null, fallback: pending.focusAfterUndo ?? pending.focusAfterClose });
    pending.restore();
    close();
  };
  const expire = useEffectEvent(dismiss);

  useEffect(() => {
    if (id !== undefined) undoButton.current?.focus();
  }, [id]);

  useEffect(() => {
    if (id === undefined || paused) return;
    const timer = setTimeout(expire, durationMs);
    return () => clearTimeout(timer);
  }, [id, paused, durationMs]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dismiss();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(undefined);
  };

  return (
    <div className={pending ? 'pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 sm:justify-end sm:p-4' : 'sr-only'}>
      <div
        ref={panel}
        className={
          pending
            ? 'pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-lg border border-zinc-300 bg-white py-2 pr-2 pl-4 text-zinc-900 shadow-lg dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100'
            : undefined
        }
        onPointerEnter={() => setHoveredId(id)}
        onPointerLeave={() => setHoveredId(undefined)}
        onFocus={() => setFocusedId(id)}
        onBlur={onBlur}
      >
        <p role="status" className="min-w-0 flex-1 text-sm">
          {pending?.message ?? ''}
        </p>
        {pending && (
          <>
            <button ref={undoButton} type="button" className={buttonClass('secondary', 'shrink-0')} onClick={undo} onKeyDown={onKeyDown}>
              Undo
            </button>
            <button type="button" className={buttonClass('ghost', 'shrink-0 px-2.5')} aria-label="Dismiss" onClick={dismiss} onKeyDown={onKeyDown}>
              <span aria-hidden="true">×</span>
            </button>
          </>
        )}
      </div>
    </div>
  );
}
