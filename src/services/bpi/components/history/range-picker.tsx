import { RANGE_IDS, RANGES, type RangeId } from '../../lib/ranges.ts';

/** One button per range; the pressed one is the range shown. */
export function RangePicker({ value, onChange }: { value: RangeId; onChange: (range: RangeId) => void }) {
  return (
    <div role="group" aria-label="Range" className="inline-flex flex-wrap gap-1 rounded-md border border-zinc-300 p-0.5 dark:border-zinc-600">
      {RANGE_IDS.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={id === value}
          aria-label={`${RANGES[id].label}: ${RANGES[id].span}`}
          onClick={() => onChange(id)}
          className={`min-h-8 min-w-10 rounded px-2 text-sm font-medium ${
            id === value ? 'bg-accent text-white dark:text-zinc-950' : 'text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800'
          }`}
        >
          {RANGES[id].label}
        </button>
      ))}
    </div>
  );
}
