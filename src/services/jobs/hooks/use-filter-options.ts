import { useMemo } from 'react';
import { facets, type Facet, type IndexedJob } from '../lib/job-index.ts';
import { typeOptions, type TypeOption } from '../lib/type-options.ts';

export interface FilterOptions {
  tagOptions: readonly Facet[];
  typeOptions: readonly TypeOption[];
  placeOptions: readonly Facet[];
}

const NO_OPTIONS: FilterOptions = { tagOptions: [], typeOptions: [], placeOptions: [] };

/**
 * The choices the filter panel offers (tags, job types, places), from the loaded jobs, while the
 * panel is open. Closed (phones start so) its fields are hidden and offer nothing, and ordering the
 * choices builds the page's text collator: on a slow phone a long task, in the render that draws
 * the first jobs.
 */
export function useFilterOptions(jobs: readonly IndexedJob[], open: boolean): FilterOptions {
  return useMemo(
    () => (open ? { tagOptions: facets(jobs, 'tags'), typeOptions: typeOptions(jobs), placeOptions: facets(jobs, 'location') } : NO_OPTIONS),
    [jobs, open],
  );
}
