export const HANDLE_CLASS =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-accent dark:text-zinc-400 dark:hover:bg-zinc-800';

export const handleLabel = (title: string) => `Drag “${title}” to reorder`;

/**
 * The handle before drag and drop has loaded: reaching for it (pointer over it, or focus) loads
 * the drag-and-drop code, which then draws the working handle in its place.
 */
export function PlainDragHandle({ title, reach }: { title: string; reach: (focused: boolean) => void }) {
  return (
    <button
      type="button"
      aria-label={handleLabel(title)}
      className={`${HANDLE_CLASS} cursor-grab`}
      onPointerEnter={() => reach(false)}
      onPointerDown={() => reach(false)}
      onFocus={() => reach(true)}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
