/**
 * What a tab holds in memory for its whole life (the query client, the upload queue, the live
 * feed, the stored values' cached copies, the request log) is made here, by a factory, on first
 * use. Modules keep a getter, never the value itself: the app runs in one scope for the tab's
 * life, and the test setup (src/testing/reset-stores.ts) starts every test in a fresh one.
 */
export interface TabScope {
  /** A value made by `make` on first use and kept until the scope ends; `dispose` releases it then. */
  define<Value>(make: () => Value, dispose?: (value: Value) => void): () => Value;
  /** Disposes every value made so far: the next use of each makes it again. */
  reset(): void;
}

export function createTabScope(): TabScope {
  const made = new Map<symbol, { value: unknown; dispose?: (value: never) => void }>();
  return {
    define<Value>(make: () => Value, dispose?: (value: Value) => void) {
      const slot = Symbol();
      return () => {
        const held = made.get(slot);
        if (held) return held.value as Value;
        const value = make();
        made.set(slot, { value, dispose });
        return value;
      };
    },
    reset() {
      const held = [...made.values()];
      made.clear();
      for (const { value, dispose } of held) dispose?.(value as never);
    },
  };
}

/** The tab's one scope. */
export const tabScope = createTabScope();
