import { Skeleton, SkeletonGroup, SkeletonLine } from '../../../shared/ui/skeleton.tsx';

/**
 * Placeholders shaped like what replaces them (same boxes, gaps and line heights), so the form
 * and the price take the space their skeletons held instead of pushing the page down.
 */

/** An input or select: text-sm with py-1.5 and a border. */
const field = 'h-[2.125rem] w-full rounded-md';

function TokenFieldSkeleton() {
  return (
    <div className="min-w-0 space-y-1">
      <SkeletonLine bar="h-3.5 w-20" />
      <div className="flex items-center gap-2">
        <Skeleton className="size-6 shrink-0 rounded-full" />
        <Skeleton className={`${field} min-w-0 flex-1`} />
      </div>
      {/* The token's name, address and decimals: two lines in the narrow desktop column. */}
      <div className="h-4 pt-0.5 lg:h-8">
        <Skeleton className="h-3 w-40 max-w-full" />
      </div>
    </div>
  );
}

/** SwapForm's token fields while the token list loads: sell / switch / buy, exact side and amount (the chain field shows already). */
export function SwapFieldsSkeleton({ label = 'Loading the token list…' }: { label?: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <SkeletonGroup className="space-y-4">
        <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto_1fr]">
          <TokenFieldSkeleton />
          <Skeleton className="h-9 w-full rounded-md sm:mt-6 sm:w-24" />
          <TokenFieldSkeleton />
        </div>
        <div className="grid items-start gap-3 sm:grid-cols-[auto_1fr]">
          <div className="space-y-1">
            <SkeletonLine bar="h-3.5 w-24" />
            <Skeleton className={`${field} sm:w-44`} />
          </div>
          <div className="space-y-1">
            <SkeletonLine bar="h-3.5 w-32" />
            <Skeleton className={field} />
            <SkeletonLine className="h-4" bar="h-3 w-52 max-w-full" />
          </div>
        </div>
      </SkeletonGroup>
    </div>
  );
}

/**
 * QuotePanel's shape: the headline amount, price / inverse / limit, then route and fees.
 * `message`, if given, is shown in place of the headline's first line.
 */
export function QuotePanelSkeleton({ label, message }: { label: string; message?: string }) {
  return (
    <div className="space-y-4">
      <div>
        <span role="status" className="sr-only">
          {label}
        </span>
        {message ? <p className="truncate text-sm">{message}</p> : <SkeletonLine bar="h-3.5 w-28" />}
        <SkeletonGroup>
          <SkeletonLine className="h-9" bar="h-7 w-48" />
          <SkeletonLine bar="h-3.5 w-20" />
        </SkeletonGroup>
      </div>
      <SkeletonGroup className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {['w-12', 'w-24', 'w-32'].map((width) => (
          <div key={width} className="contents">
            <SkeletonLine bar={`h-3.5 ${width}`} />
            <SkeletonLine bar="h-3.5 w-48 max-w-full" />
          </div>
        ))}
      </SkeletonGroup>
      <SkeletonGroup className="grid gap-4 md:grid-cols-2">
        <div>
          <SkeletonLine className="mb-2 h-6" bar="h-4 w-14" />
          <ul className="space-y-2">
            {['w-3/4', 'w-1/4'].map((width) => (
              <li key={width}>
                <div className="flex h-5 items-center justify-between gap-2">
                  <Skeleton className="h-3.5 w-24" />
                  <Skeleton className="h-3.5 w-10" />
                </div>
                <div className="mt-1 h-1.5 rounded-full bg-zinc-100 dark:bg-zinc-800/60">
                  <Skeleton className={`h-1.5 rounded-full ${width}`} />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <SkeletonLine className="mb-2 h-6" bar="h-4 w-28" />
          <div className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
            {['w-14', 'w-24', 'w-16', 'w-10', 'w-24'].map((width, index) => (
              <div key={index} className="contents">
                <SkeletonLine bar={`h-3.5 ${width}`} />
                <SkeletonLine bar="h-3.5 w-28 max-w-full" />
              </div>
            ))}
          </div>
          {/* Block number and quote id: two short lines. */}
          <div className="mt-2 h-8 pt-0.5">
            <Skeleton className="h-3 w-40 max-w-full" />
          </div>
        </div>
      </SkeletonGroup>
    </div>
  );
}
