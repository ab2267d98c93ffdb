import { expect } from 'vitest';

/**
 * Each animated element is a compositor layer of its own: a skeleton of a hundred bars pulsing
 * one by one keeps the browser rastering a hundred layers while the page waits for its data.
 * For tests: the skeleton animates one element, and it holds all the bars.
 */
export function expectPulsesAsOne(container: HTMLElement) {
  const animated = container.querySelectorAll('.animate-pulse');
  const bars = container.querySelectorAll('.bg-zinc-200');
  expect(bars.length).toBeGreaterThan(4);
  expect(animated).toHaveLength(1);
  for (const bar of bars) expect(animated[0]!.contains(bar)).toBe(true);
}
