import { useId, useState, type ReactNode } from 'react';
import { createStoredValue } from '../lib/stored-value.ts';
import { Button } from './button.tsx';

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

/**
 * The button that opens and closes the filters; it says how many filters are in force inside, so
 * a closed panel never hides that the list is filtered.
 */
export function FilterPanelToggle({ panel, activeCount }: { panel: FilterPanel; activeCount: number }) {
  return (
    <Button aria-expanded={panel.open} aria-controls={panel.id} onClick={panel.toggle} className="shrink-0">
      <span aria-hidden="true" className={`inline-block transition-transform motion-reduce:transition-none ${panel.open ? 'rotate-90' : ''}`}>
        ▸
      </span>
      {activeCount > 0 ? `Filters (${activeCount} active)` : 'Filters'}
    </Button>
  );
}

/** Results first: on wide screens the filters are a column beside the results, below they come first, collapsed on phones. */
export function FiltersBesideResults({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-4 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-6 lg:space-y-0">
      <div className="min-w-0">{filters}</div>
      <div className="min-w-0 space-y-4">{children}</div>
    </div>
  );
}

/** The always-visible search box of a filter form with the panel's toggle: side by side, stacked in the narrow column of wide screens. */
export function FilterPanelHead({ panel, activeCount, children }: { panel: FilterPanel; activeCount: number; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 lg:flex-col lg:items-stretch">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="pt-6 lg:pt-0">
        <FilterPanelToggle panel={panel} activeCount={activeCount} />
      </div>
    </div>
  );
}
