export function RemoteBadge({ remote }: { remote: boolean }) {
  return remote ? (
    <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100">
      Remote
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
      On site
    </span>
  );
}

export function Chips({ label, values, limit = 6, tone = 'tag' }: { label: string; values: readonly string[]; limit?: number; tone?: 'tag' | 'type' }) {
  if (!values.length) return null;
  const shown = values.slice(0, limit);
  const color =
    tone === 'type'
      ? 'border-sky-300 text-sky-900 dark:border-sky-700 dark:text-sky-100'
      : 'border-zinc-300 text-zinc-700 dark:border-zinc-600 dark:text-zinc-300';
  return (
    <ul aria-label={label} className="flex min-w-0 flex-wrap gap-1">
      {shown.map((value) => (
        <li key={value} className={`max-w-full truncate rounded border px-1.5 py-0.5 text-xs ${color}`}>
          {value}
        </li>
      ))}
      {values.length > shown.length && <li className="px-1 py-0.5 text-xs text-muted">+{values.length - shown.length} more</li>}
    </ul>
  );
}
