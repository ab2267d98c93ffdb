import type { ReactNode } from 'react';

interface SortHeaderProps {
  field: string;
  label: ReactNode;
  sort: { field: string; direction: 'asc' | 'desc' };
  onSort: (sort: string) => void;
  align?: 'left' | 'right';
  /** Stays in view while the table scrolls sideways (the name column). */
  pinned?: boolean;
}

/** Sorting happens on the API (`sort=field:asc|desc`), not on the rows already loaded. */
export function SortHeader({ field, label, sort, onSort, align = 'left', pinned = false }: SortHeaderProps) {
  const active = sort.field === field;
  // Names read A–Z first; numbers are most useful largest first.
  const firstDirection = field === 'school.name' ? 'asc' : 'desc';
  const next = active ? (sort.direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-3 py-2 ${align === 'right' ? 'text-right' : 'text-left'} ${pinned ? 'sticky left-0 z-10 border-r border-zinc-200 bg-zinc-50 sm:border-r-0 dark:border-zinc-800 dark:bg-zinc-900' : ''}`}
    >
      {/* The arrow always follows its own label: before it, in a right-aligned column, it would sit against the previous column's header. */}
      <button type="button" onClick={() => onSort(`${field}:${next}`)} className="inline-flex items-center gap-1 rounded font-semibold hover:underline">
        <span>{label}</span>
        <span aria-hidden="true" data-sort-arrow className={active ? '' : 'text-zinc-400 dark:text-zinc-500'}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
