import { MAX_COMPARE } from '../lib/compare-ids.ts';
import { addToTray, removeFromTray } from '../lib/compare-tray.ts';
import { useTray } from '../hooks/use-tray.ts';

/** The "Compare" checkbox of a school: puts it in the tray or takes it out (no request). */
export function CompareToggle({ id, name, visibleLabel = false }: { id: number; name: string; visibleLabel?: boolean }) {
  const tray = useTray();
  const checked = tray.some((entry) => entry.id === id);
  const full = !checked && tray.length >= MAX_COMPARE;
  return (
    <label className="inline-flex items-center gap-2 text-sm" title={full ? `The compare tray holds ${MAX_COMPARE} schools` : undefined}>
      <input
        type="checkbox"
        className="size-4 accent-accent"
        checked={checked}
        disabled={full}
        onChange={(event) => (event.target.checked ? addToTray({ id, name }) : removeFromTray([id]))}
      />
      <span className={visibleLabel ? '' : 'sr-only'}>
        {visibleLabel ? (full ? `Add to compare (tray full: ${MAX_COMPARE})` : 'Add to compare') : `Compare ${name}`}
      </span>
    </label>
  );
}
