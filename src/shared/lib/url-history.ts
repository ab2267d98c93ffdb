/** Typed text replaces the current history entry, so Back does not step through keystrokes. */
export const TYPED = { replace: true } as const;

/** A discrete choice (a select, a tag, a page, clearing the filters) pushes one, so Back undoes it. */
export const CHOSEN = { replace: false } as const;

/** How a change of these URL fields enters history: a change that includes a typed field replaces. */
export const historyFor = (changed: readonly string[], typedFields: readonly string[]) =>
  changed.some((field) => typedFields.includes(field)) ? TYPED : CHOSEN;
