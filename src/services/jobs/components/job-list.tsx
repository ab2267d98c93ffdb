import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { drawsEveryRow } from '../../../shared/lib/every-row.ts';
import { createMeanRowEstimate } from '../../../shared/lib/measure-row.ts';
import { useRowsInBatches } from '../../../shared/hooks/use-rows-in-batches.ts';
import { useDocumentOffset } from '../../../shared/hooks/use-document-offset.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import type { IndexedJob } from '../lib/job-index.ts';
import type { JobMark } from '../lib/job-marks.ts';
import { JobRow } from './job-row.tsx';

/** Until rows are measured: a row is 102 px at 1280 px wide and about 176 at 360 (measured in Chromium). */
const FIRST_ROW_ESTIMATE_PX = 132;
const ROW_GAP_PX = 8;

interface JobListProps {
  entries: readonly IndexedJob[];
  marks: ReadonlyMap<string, JobMark>;
  isNew: (job: IndexedJob['job']) => boolean;
  onUnsave: (slug: string, title: string) => void;
  /** How many jobs are loaded: the list keeps every row while that is at most EVERY_ROW_LIMIT. */
  loaded: number;
}

/** A screenful of job rows on a tall screen, drawn in the first frame; then more each frame. */
const FIRST_ROWS = 12;
const MORE_ROWS_PER_FRAME = 24;

/**
 * Up to EVERY_ROW_LIMIT loaded jobs, every row is in the document (the browser's find and screen
 * readers reach each), added a batch a frame; more loaded jobs are drawn only near the viewport,
 * so 5,000 cost the same to render as 50 (the search box's hint says so). Decided by what is
 * loaded, not by what a search shows: typing never switches a list of thousands to drawing
 * hundreds of rows in one keystroke.
 */
export function JobList(props: JobListProps) {
  return drawsEveryRow(props.loaded) ? <EveryJob {...props} /> : <JobsNearScreen {...props} />;
}

function EveryJob({ entries, marks, isNew, onUnsave }: JobListProps) {
  const now = useNow(60_000);
  const drawn = useRowsInBatches(entries, FIRST_ROWS, MORE_ROWS_PER_FRAME);
  return (
    <ul aria-label="Jobs" className="space-y-2">
      {entries.slice(0, drawn).map((entry) => (
        // Off screen, a row keeps its place (its last height, the estimate before that) unpainted.
        <li key={entry.job.slug} className="[contain-intrinsic-size:auto_132px] [content-visibility:auto]">
          <JobRow job={entry.job} now={now} mark={marks.get(entry.job.slug)} isNew={isNew(entry.job)} onUnsave={onUnsave} />
        </li>
      ))}
    </ul>
  );
}

/** Rows are measured once shown because tags wrap differently per job. */
function JobsNearScreen({ entries, marks, isNew, onUnsave }: JobListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const now = useNow(60_000);
  const [rowEstimate] = useState(() => createMeanRowEstimate(FIRST_ROW_ESTIMATE_PX));

  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: rowEstimate.estimateSize,
    overscan: 5,
    gap: ROW_GAP_PX,
    scrollMargin,
    getItemKey: (index) => entries[index]?.job.slug ?? index,
    measureElement: rowEstimate.measureElement,
  });

  return (
    <ul ref={listRef} aria-label="Jobs" className="relative" style={{ height: virtualizer.getTotalSize() }}>
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
            <JobRow job={entry.job} now={now} mark={marks.get(entry.job.slug)} isNew={isNew(entry.job)} onUnsave={onUnsave} />
          </li>
        );
      })}
    </ul>
  );
}
