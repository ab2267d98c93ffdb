export interface LegendEntry {
  label: string;
  /** A CSS colour or a Tailwind fill class (`className`) for the swatch. */
  colour?: string;
  className?: string;
  /** Drawn as an outline: no figure. */
  hollow?: boolean;
}

/** A map's key (a list named “Map key”, after its title): a swatch and words for each colour, so colour is never the only carrier. */
export function MapLegend({ title, entries, note }: { title: string; entries: readonly LegendEntry[]; note?: string }) {
  return (
    <div className="text-xs">
      <p className="font-medium">{title}</p>
      <ul aria-label="Map key" className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {entries.map((entry) => (
          <li key={entry.label} className="flex items-center gap-1.5">
            <svg viewBox="0 0 12 12" className="size-3 shrink-0" aria-hidden="true">
              <circle
                cx="6"
                cy="6"
                r="5"
                className={entry.hollow ? 'fill-none stroke-zinc-600 dark:stroke-zinc-300' : `stroke-zinc-900 dark:stroke-white ${entry.className ?? ''}`}
                style={entry.colour ? { fill: entry.colour } : undefined}
                strokeWidth="1.2"
              />
            </svg>
            {entry.label}
          </li>
        ))}
      </ul>
      {note && <p className="mt-1 text-soft">{note}</p>}
    </div>
  );
}
