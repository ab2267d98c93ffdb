export const HANDLE_CLASS =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800';

/** What the handle says to a pointer hovering it. */
export const HANDLE_HINT = 'Drag to reorder';

/**
 * The drag handle is for pointers only: it is hidden from assistive technology and never takes
 * focus, and the tile's Move earlier / Move later buttons are the keyboard's way to reorder. So no
 * keyboard drag can be left running while focus is elsewhere, and nothing on the page listens to
 * keys on its behalf.
 */
export const HANDLE_A11Y = { 'aria-hidden': true, title: HANDLE_HINT } as const;

/**
 * The handle before drag and drop has loaded: a pointer reaching for it (over it, or pressing it)
 * loads the drag-and-drop code, which then draws the working handle in its place.
 */
export function PlainDragHandle({ reach }: { reach: () => void }) {
  return (
    <span {...HANDLE_A11Y} className={`${HANDLE_CLASS} cursor-grab`} onPointerEnter={reach} onPointerDown={reach}>
      ⠿
    </span>
  );
}
