import type { ReactNode } from 'react';
import type { FilterPanel } from '../hooks/use-filter-panel.ts';
import { Button } from './button.tsx';

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
