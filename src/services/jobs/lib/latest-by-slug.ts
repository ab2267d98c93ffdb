/**
 * Each slug once, in its first place, with its latest copy: a live feed repeats a job across pages
 * as new ones arrive, and the later page was read later.
 */
export function latestBySlug<T>(entries: Iterable<T>, slugOf: (entry: T) => string): T[] {
  const at = new Map<string, number>();
  const all: T[] = [];
  for (const entry of entries) {
    const index = at.get(slugOf(entry));
    if (index === undefined) {
      at.set(slugOf(entry), all.length);
      all.push(entry);
    } else all[index] = entry;
  }
  return all;
}
