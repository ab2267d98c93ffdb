import { useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { UndoToast } from '../../../shared/ui/undo-toast.tsx';
import { useUndoableDelete } from '../../../shared/hooks/use-undoable-delete.ts';
import { compareHref, MAX_COMPARE, parseCompareIds, parseCompareProgram } from '../lib/compare-ids.ts';
import { removeFromTray, type TrayEntry } from '../lib/compare-tray.ts';
import { countOf } from '../../../shared/lib/plural.ts';
import { useTray } from '../hooks/use-tray.ts';

/**
 * The shortlist on every colleges page: how many schools it holds, each removable (with Undo), and
 * the link to compare them. Kept in this browser only; building it costs no request.
 */
export function CompareTray() {
  const tray = useTray();
  // A search's (or a comparison's) field of study goes with the link, so the comparison shows it.
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const program = parseCompareProgram(params.get('program'));
  // On the comparison of exactly these schools, a link to compare them would lead here again.
  const comparedHere = pathname === '/colleges/compare' && sameSchools(parseCompareIds(params.get('ids')).ids, tray);
  const headingId = useId();
  const summaryRef = useRef<HTMLElement>(null);
  const { remove, toast } = useUndoableDelete();
  const focusSummary = () => summaryRef.current ?? document.getElementById(headingId);

  const removeEntries = (entries: TrayEntry[], control: HTMLElement) => {
    keepFocusOnRemoval(control, { fallback: focusSummary });
    remove({
      message:
        entries.length === 1
          ? `Removed ${entries[0]?.name ?? 'the school'} from the compare tray.`
          : `Cleared ${entries.length} schools from the compare tray.`,
      apply: () => removeFromTray(entries.map((entry) => entry.id)),
      focusAfterClose: focusSummary,
      focusAfterUndo: focusSummary,
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-zinc-200 bg-white text-sm dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {`Compare tray: ${tray.length} of ${MAX_COMPARE}`}
        </h2>
        {tray.length === 0 ? (
          <span className="text-soft">
            Tick the box beside a school’s name<span className="max-sm:hidden"> (or “Add to compare” on its page)</span> to shortlist it.
          </span>
        ) : comparedHere ? (
          <span className="text-soft">These are the schools compared on this page.</span>
        ) : (
          <>
            <Link
              to={compareHref(
                tray.map((entry) => entry.id),
                program,
              )}
              className={buttonClass('primary', 'min-h-8 py-1')}
            >
              {`Compare ${countOf(tray.length, 'school')}`}
            </Link>
            <span className="text-soft">1 request, whatever the number of schools.</span>
          </>
        )}
      </div>
      {tray.length > 0 && (
        <details className="border-t border-zinc-200 dark:border-zinc-800">
          <summary ref={summaryRef} className="cursor-pointer px-3 py-2 font-medium">
            Show or remove schools
          </summary>
          <div className="space-y-2 px-3 pb-2">
            <ul data-focus-group className="space-y-1">
              {tray.map((entry) => (
                <li key={entry.id} data-focus-item className="flex items-center justify-between gap-2">
                  <Link to={`/colleges/${entry.id}`} className="min-w-0 text-accent-strong underline-offset-2 [overflow-wrap:anywhere] hover:underline">
                    <bdi>{entry.name}</bdi>
                  </Link>
                  <button
                    type="button"
                    data-focus-peer="tray-remove"
                    className={buttonClass('ghost', 'shrink-0 px-2')}
                    aria-label={`Remove ${entry.name} from the compare tray`}
                    onClick={(event) => removeEntries([entry], event.currentTarget)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            {tray.length > 1 && (
              <button type="button" className={buttonClass('ghost', 'px-2')} onClick={(event) => removeEntries(tray, event.currentTarget)}>
                Clear the tray
              </button>
            )}
          </div>
        </details>
      )}
      <UndoToast {...toast} />
    </section>
  );
}

const sameSchools = (ids: readonly number[], tray: readonly TrayEntry[]) => ids.length === tray.length && tray.every((entry) => ids.includes(entry.id));
