import { mkdirSync, writeFileSync } from 'node:fs';

/** Prints a bench's figures and keeps them in bench-results/<name>.json for the README. */
export function report(name: string, figures: Record<string, unknown>) {
  console.log(`\n[${name}]`);
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(`bench-results/${name}.json`, JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2));
}

export const median = (values: number[]) => percentile(values, 50);

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
