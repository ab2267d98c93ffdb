import { createStoredList } from '../../../shared/lib/stored-list.ts';
import { z } from '../../../shared/lib/zod.ts';
import { MAX_COMPARE } from './compare-ids.ts';

const TRAY_STORAGE_KEY = 'dashboard.colleges.compare.v1';

const entrySchema = z.object({
  id: z.int().check(z.nonnegative(), z.maximum(999_999_999)),
  name: z.string().check(z.minLength(1), z.maxLength(300)),
});
export type TrayEntry = z.infer<typeof entrySchema>;

/** The tray, kept in step with other tabs. */
export const trayList = createStoredList({ key: TRAY_STORAGE_KEY, entry: entrySchema, limit: MAX_COMPARE, idOf: (entry) => entry.id });
const write = trayList.write;

export const getTray = (): TrayEntry[] => trayList.get();

/** False when the tray is already full. */
export function addToTray(entry: TrayEntry): boolean {
  const tray = getTray();
  if (tray.some((item) => item.id === entry.id)) return true;
  if (tray.length >= MAX_COMPARE) return false;
  write([...tray, entry]);
  return true;
}

/** Removes the ids and returns what puts them back in their places. */
export function removeFromTray(ids: readonly number[]): () => void {
  const before = getTray();
  write(before.filter((entry) => !ids.includes(entry.id)));
  return () => {
    const now = getTray();
    const restored = before.filter((entry) => ids.includes(entry.id) && !now.some((item) => item.id === entry.id));
    // Back in their old order; entries added since keep their place after them.
    const order = [...before.map((entry) => entry.id), ...now.map((entry) => entry.id)];
    write([...now, ...restored].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)));
  };
}
