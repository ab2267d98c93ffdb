import { useId, useState } from 'react';
import { createStoredValue } from '../lib/stored-value.ts';

/** Below this width (Tailwind's `sm`) the filters start closed, so the first results are on the first screen. */
const PHONE_QUERY = '(max-width: 639px)';

/** Each page's choice, open or closed, once the person has made one. */
const openPanels = createStoredValue<Record<string, boolean>>({
  key: 'filter-panels',
  parse: (stored) =>
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'))
      : undefined,
  fallback: {},
});

const openByDefault = () => !globalThis.matchMedia?.(PHONE_QUERY).matches;

/** A page's collapsible filters: open as the person last left them on this page, else closed on phones and open elsewhere. */
export function useFilterPanel(page: string) {
  const id = useId();
  const remembered = openPanels.useValue()[page];
  const [initial] = useState(openByDefault);
  const open = remembered ?? initial;
  const toggle = () => openPanels.write({ ...openPanels.get(), [page]: !open });
  return { id: `${id}-filters`, open, toggle };
}

export type FilterPanel = ReturnType<typeof useFilterPanel>;
