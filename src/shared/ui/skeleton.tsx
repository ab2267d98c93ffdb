import { createContext, memo, useContext, type ReactNode } from 'react';

const InPulsingGroup = createContext(false);

/**
 * Pulses the skeleton bars inside it as one: a bar animated on its own is a compositor layer of
 * its own, and a table's skeleton has a hundred of them to raster every frame while the page waits.
 */
export function SkeletonGroup({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div aria-hidden="true" className={`animate-pulse ${className}`}>
      <InPulsingGroup value={true}>{children}</InPulsingGroup>
    </div>
  );
}

// The bars are memoised: a page that re-renders while it waits (a streamed price, a filter typed)
// does not redraw the hundreds of bars of its skeletons.
export const Skeleton = memo(function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  const pulsing = useContext(InPulsingGroup) ? '' : 'animate-pulse ';
  return <div aria-hidden="true" className={`${pulsing}rounded bg-zinc-200 dark:bg-zinc-800 ${className}`} />;
});

/**
 * A line box of the real text's height (`className`, h-5 for text-sm) with a bar (`bar`) in its
 * middle: a skeleton built of these takes the height the text will, so nothing moves on arrival.
 */
export const SkeletonLine = memo(function SkeletonLine({ className = 'h-5', bar }: { className?: string; bar: string }) {
  return (
    <div className={`flex items-center ${className}`}>
      <Skeleton className={bar} />
    </div>
  );
});

export function SkeletonRows({ rows = 5, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <SkeletonGroup className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </SkeletonGroup>
    </div>
  );
}
