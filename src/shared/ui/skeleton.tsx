export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-zinc-200 dark:bg-zinc-800 ${className}`} />;
}

/**
 * A line box of the real text's height (`className`, h-5 for text-sm) with a bar (`bar`) in its
 * middle: a skeleton built of these takes the height the text will, so nothing moves on arrival.
 */
export function SkeletonLine({ className = 'h-5', bar }: { className?: string; bar: string }) {
  return (
    <div className={`flex items-center ${className}`}>
      <Skeleton className={bar} />
    </div>
  );
}

export function SkeletonRows({ rows = 5, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}
