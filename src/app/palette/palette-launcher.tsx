import { lazy, Suspense, useLayoutEffect, useState } from 'react';

const CommandPalette = lazy(() => import('./command-palette.tsx'));

const isPaletteShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** The palette's button and its Ctrl/Cmd+K shortcut; the palette's code loads on first use. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  // Listening from the commit that first shows the shell: a passive effect may run a while after
  // that frame, and a shortcut pressed as soon as the page shows would be lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        className="inline-flex shrink-0 items-center gap-2 rounded-md border border-zinc-300 px-2 py-1.5 text-sm text-zinc-700 hover:bg-zinc-100 dark:border-zinc-600 dark:text-zinc-300 dark:hover:bg-zinc-800 sm:px-3"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
          <circle cx="7" cy="7" r="4.5" />
          <path d="M10.5 10.5 14 14" />
        </svg>
        <span className="sr-only sm:not-sr-only">Go to…</span>
        <kbd className="hidden rounded border border-zinc-300 px-1 text-xs dark:border-zinc-600 md:inline">Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
