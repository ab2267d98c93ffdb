/**
 * A price line drawn as one SVG path: light enough for a tile (no chart library), scaled to its
 * box. `label` says in words what the line shows.
 */
export function Sparkline({ values, label, className = '' }: { values: readonly number[]; label: string; className?: string }) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = 100 / (values.length - 1);
  const points = values.map((value, index) => `${(index * step).toFixed(2)},${(28 - ((value - min) / span) * 26).toFixed(2)}`);
  return (
    <svg viewBox="0 0 100 30" preserveAspectRatio="none" role="img" aria-label={label} className={`h-12 w-full ${className}`}>
      <path d={`M${points.join('L')}`} fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
