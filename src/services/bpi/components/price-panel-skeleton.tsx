import { Skeleton, SkeletonGroup, SkeletonLine } from '../../../shared/ui/skeleton.tsx';

/**
 * PricePanel's shape while the first price loads: the same boxes, gaps and line heights
 * (source line, highlighted card with its chart, two other currencies, footer), so the panel
 * takes the place the skeleton held at every width instead of pushing the page down.
 */
export function PricePanelSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading the bitcoin price…</span>
      <SkeletonGroup className="space-y-4">
        {/* Source: … */}
        <SkeletonLine className="h-5" bar="h-4 w-40" />
        <div className="grid gap-4 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm md:grid-cols-2 dark:border-zinc-800 dark:bg-zinc-900">
          <div className="min-w-0 space-y-2">
            <SkeletonLine className="h-6" bar="h-4 w-48" />
            {/* The price: text-4xl, sm:text-5xl. */}
            <SkeletonLine className="h-10 sm:h-12" bar="h-8 w-56 sm:h-10 sm:w-64" />
            {/* Trade or fetch time. */}
            <SkeletonLine className="h-4" bar="h-3 w-40" />
            {/* The change line wraps to two lines on phones. */}
            <div className="flex h-10 flex-col justify-center gap-2.5 lg:h-5">
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-1/3 lg:hidden" />
            </div>
            {/* The 24-hour figures: a heading, then five label/value pairs in two or three columns. */}
            <div className="space-y-1">
              <SkeletonLine className="h-5" bar="h-3.5 w-52" />
              <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                {[0, 1, 2, 3, 4].map((index) => (
                  <div key={index}>
                    <SkeletonLine className="h-4" bar="h-3 w-12" />
                    <SkeletonLine className="h-5" bar="h-3.5 w-20" />
                  </div>
                ))}
              </div>
            </div>
            <div className="w-full max-w-xs space-y-1">
              <SkeletonLine className="h-5" bar="h-3.5 w-36" />
              <Skeleton className="h-8 w-full rounded-md" />
            </div>
          </div>
          <div className="min-w-0 self-end">
            <Skeleton className="h-24 w-full rounded-md" />
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1].map((index) => (
            <li key={index} className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
              <SkeletonLine className="h-5" bar="h-3.5 w-32" />
              <SkeletonLine className="h-7" bar="h-5 w-28" />
              <SkeletonLine className="h-4" bar="h-3 w-36" />
              <SkeletonLine className="mt-1 h-[1.375rem]" bar="h-3.5 w-24" />
            </li>
          ))}
        </ul>
        {/* Price time and disclaimer: four short lines on phones, two on wide screens. */}
        <div className="space-y-1">
          <SkeletonLine className="h-8 md:h-4" bar="h-3 w-full max-w-md" />
          <SkeletonLine className="h-12 md:h-8 lg:h-4" bar="h-3 w-full max-w-xl" />
        </div>
      </SkeletonGroup>
    </div>
  );
}
