import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaletteEntry } from '../../shared/registry/palette.ts';
import { loadEntries } from './entries.ts';
import { rankEntries } from './rank-entries.ts';
import { focusElement } from '../../shared/lib/focus-after-removal.ts';
import { countOf } from '../../shared/lib/plural.ts';
import { useCombobox } from '../../shared/hooks/use-combobox.ts';
import { focusHeadingOnArrival, leavesPage } from '../focus-on-arrival.ts';

const queryClient = () => import('../query-client.ts').then((module) => module.getQueryClient());

/**
 * The command palette: a modal dialog with the app's combobox (useCombobox) over every page, the
 * slices' saved and recent items, and actions, its list always shown. Arrow keys, Home and End
 * move, Enter runs, Escape closes the dialog and focus returns to where it was.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [entries, setEntries] = useState<PaletteEntry[] | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [entriesLoad] = useState(loadEntries);
  const isOpen = useRef(true);
  /** Closing without going anywhere returns focus to where it was; a page chosen sends it to that page's heading. */
  const restoreFocus = useRef(true);
  const results = useMemo(() => rankEntries(entries ?? [], query), [entries, query]);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Opened from the shortcut with nothing focused, it returns focus to the page's heading, not to <body>.
    const active = document.activeElement;
    const returnTo =
      active instanceof HTMLElement && active !== document.body ? active : (document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main'));
    dialog?.showModal();
    isOpen.current = true;
    void entriesLoad.then((loaded) => isOpen.current && setEntries(loaded));
    return () => {
      isOpen.current = false;
      dialog?.close();
      if (restoreFocus.current && returnTo) focusElement(returnTo);
    };
  }, [entriesLoad]);

  const choose = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    if (entry.to && leavesPage(entry.to, pathname)) {
      restoreFocus.current = false;
      focusHeadingOnArrival(entry.to, pathname);
    }
    onClose();
    if (entry.to) void navigate(entry.to);
    void entry.run?.({ navigate: (to) => void navigate(to), queryClient });
  };

  const combobox = useCombobox({
    optionCount: results.length,
    text: query,
    selection: 'automatic',
    alwaysOpen: true,
    showWhenEmpty: true,
    onChoose: (index) => choose(results[index]),
    onClose,
  });
  return (
    <dialog
      ref={dialogRef}
      aria-label="Go to or run"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="mx-auto mt-[10vh] w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-zinc-300 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-700 dark:backdrop:bg-black/75 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <div className="border-b border-zinc-200 p-3 dark:border-zinc-800">
        <label htmlFor={combobox.inputProps.id} className="sr-only">
          Go to a page, a saved item or an action
        </label>
        <input
          {...combobox.inputProps}
          placeholder="Go to a page, a saved item or an action…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            combobox.textChanged();
          }}
          onKeyDown={(event) => {
            // Enter before the entries have loaded runs the best match for what was typed once they arrive.
            if (event.key === 'Enter' && entries === undefined) {
              event.preventDefault();
              void entriesLoad.then((loaded) => isOpen.current && choose(rankEntries(loaded, query)[0]));
            } else combobox.inputProps.onKeyDown(event);
          }}
          className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-base dark:border-zinc-600 dark:bg-zinc-950"
        />
      </div>
      <ul {...combobox.listboxProps} aria-label="Results" className="max-h-[60vh] overflow-y-auto p-2">
        {results.map((entry, index) => (
          <li
            key={entry.id}
            {...combobox.optionProps(index)}
            className={`flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm ${
              index === combobox.active ? 'bg-accent text-white dark:text-zinc-950' : ''
            }`}
          >
            <span className="truncate">{entry.label}</span>
            <span className={`shrink-0 text-xs ${index === combobox.active ? '' : 'text-muted'}`}>{entry.group}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="px-5 pb-3 text-xs text-muted">
        {entries === undefined
          ? 'Loading…'
          : results.length === 0
            ? 'Nothing matches.'
            : `${countOf(results.length, 'result')} · ↑↓ to move, Enter to go, Esc to close`}
      </p>
    </dialog>
  );
}
