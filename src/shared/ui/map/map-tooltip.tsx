import type { ReactNode } from 'react';

/**
 * The name (and figure) of the mark under the pointer or focus, placed beside it. The position is
 * a share of the map's box, so it follows the map at any width; near the right edge it opens left.
 */
export function MapTooltip({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  const left = x > 0.6;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute z-20 max-w-[14rem] rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs shadow-md dark:border-zinc-600 dark:bg-zinc-900"
      style={{
        top: `${y * 100}%`,
        ...(left ? { right: `${(1 - x) * 100}%` } : { left: `${x * 100}%` }),
        transform: `translate(${left ? '-0.5rem' : '0.5rem'}, -50%)`,
      }}
    >
      {children}
    </div>
  );
}
