export type Better = 'low' | 'high';

/**
 * Which of the values is best: the lowest (cost, debt) or highest (graduation, earnings). Ties all
 * win. A missing value never wins; nothing is marked unless at least two schools report the figure
 * (one value is not a comparison) or when every reported value is the same.
 */
export function bestIndexes(values: readonly (number | null)[], better: Better): Set<number> {
  const present = values.flatMap((value, index) => (value === null || !Number.isFinite(value) ? [] : [{ value, index }]));
  if (present.length < 2) return new Set();
  const target = better === 'low' ? Math.min(...present.map((item) => item.value)) : Math.max(...present.map((item) => item.value));
  const winners = present.filter((item) => item.value === target);
  return winners.length === present.length ? new Set() : new Set(winners.map((item) => item.index));
}
