import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useDocumentOffset } from '../../../shared/lib/use-document-offset.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import type { IndexedJob } from '../lib/job-index.ts';
import { JobRow } from './job-row.tsx';

const ESTIMATED_ROW_PX = 132;
const ROW_GAP_PX = 8;

/**
 * Only the rows near the viewport exist in the DOM, so 5,000 loaded jobs cost the same to
 * render as 50. Rows are measured once shown because tags wrap differently per job.
 */
export function JobList({ entries }: { entries: readonly IndexedJob[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const now = useNow(60_000);

  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 5,
    gap: ROW_GAP_PX,
    scrollMargin,
    getItemKey: (index) => entries[index]?.job.slug ?? index,
    // jsdom and hidden rows measure 0; keep the estimate rather than collapsing every row.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_ROW_PX,
  });

  return (
    <ul
      ref={listRef}
      aria-label="Jobs"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const entry = entries[item.index];
        if (!entry) return null;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-posinset={item.index + 1}
            aria-setsize={entries.length}
            className="absolute left-0 top-0 w-full"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <JobRow job={entry.job} now={now} />
          </li>
        );
      })}
    </ul>
  );
}
