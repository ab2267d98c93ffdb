import type { ReactNode } from 'react';

/**
 * The box a map is drawn in, at its aspect ratio, so the page does not move when the map's code
 * arrives; shown empty meanwhile, with the same caption space as the map.
 */
export function MapPlaceholder({ aspect, label, compact = false }: { aspect: string; label: string; compact?: boolean }) {
  return (
    <div
      role="status"
      className={`space-y-2 rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900 ${compact ? 'p-2' : 'p-2 sm:p-3'}`}
    >
      <div className="w-full animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" style={{ aspectRatio: aspect }}>
        <span className="sr-only">{label}</span>
      </div>
      {!compact && (
        <>
          <p aria-hidden="true" className="h-5 text-sm text-soft">
            {label}
          </p>
          <div className="h-8" />
        </>
      )}
    </div>
  );
}

interface MapToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** A shorter word shown on phones, where a toolbar row is narrow; the full label stays the accessible name. */
  phoneLabel?: string;
}

export function MapToggle({ checked, onChange, children, phoneLabel }: MapToggleProps) {
  return (
    <label className="inline-flex items-center gap-2 rounded-md border border-zinc-300 bg-white px-3 py-1.5 text-sm font-medium dark:border-zinc-600 dark:bg-zinc-900">
      <input type="checkbox" className="size-4 accent-accent" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {phoneLabel ? (
        <>
          <span className="sm:hidden" aria-hidden="true">
            {phoneLabel}
          </span>
          <span className="max-sm:sr-only">{children}</span>
        </>
      ) : (
        children
      )}
    </label>
  );
}
