import { Skeleton, SkeletonGroup, SkeletonLine } from '../../../shared/ui/skeleton.tsx';

const ROWS = 10;
/** Tag-like pills: they wrap onto a second line on phones, as a real row's tags do. */
const PILL_WIDTHS = ['w-16', 'w-20', 'w-14', 'w-18', 'w-24', 'w-16', 'w-22'];

/**
 * The results while the first page loads: the count line and ten rows shaped like JobRow (title
 * and date, company, badges), enough to fill a phone or a desktop screen as the list will.
 */
export function JobListSkeleton({ label = 'Loading jobs…' }: { label?: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <SkeletonGroup>
        <SkeletonLine className="mb-3 h-5" bar="h-3.5 w-48" />
        <ul className="space-y-2">
          {Array.from({ length: ROWS }, (_, index) => (
            <li key={index} className="rounded-lg border border-zinc-200 bg-white p-3 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
                <SkeletonLine className="h-6" bar={`h-4 ${index % 3 === 0 ? 'w-72' : index % 3 === 1 ? 'w-56' : 'w-64'} max-w-full`} />
                <SkeletonLine className="h-4" bar="h-3 w-16" />
              </div>
              <SkeletonLine className="mt-0.5 h-5" bar="h-3.5 w-40" />
              <div className="mt-2 flex flex-wrap gap-2">
                {PILL_WIDTHS.map((width, pill) => (
                  <Skeleton key={pill} className={`h-[1.375rem] rounded-full ${width}`} />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </SkeletonGroup>
    </div>
  );
}
