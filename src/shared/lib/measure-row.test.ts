import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { createMeanRowEstimate } from './measure-row.ts';

/** The parts of a virtualizer the measures read: a row's index and key, and the sizes measured so far. */
const virtualizer = {
  options: { horizontal: false, getItemKey: (index: number) => index },
  itemSizeCache: new Map(),
  indexFromElement: (element: Element) => Number(element.getAttribute('data-index')),
} as unknown as Virtualizer<Window, Element>;
const row = (index: number) => {
  const element = document.createElement('li');
  element.dataset.index = String(index);
  return element;
};
const entry = (blockSize: number) => ({ borderBoxSize: [{ blockSize, inlineSize: 300 }] }) as unknown as ResizeObserverEntry;

describe('createMeanRowEstimate', () => {
  it('estimates unmeasured rows at the mean of the measured ones', () => {
    const { estimateSize, measureElement } = createMeanRowEstimate(132);
    expect(estimateSize()).toBe(132);
    measureElement(row(0), entry(100), virtualizer);
    measureElement(row(1), entry(200), virtualizer);
    expect(estimateSize()).toBe(150);
    // A row measured again replaces its own size rather than counting twice.
    measureElement(row(1), entry(100), virtualizer);
    expect(estimateSize()).toBe(100);
  });

  it('ignores rows that measure 0 and answers them with the estimate', () => {
    const { estimateSize, measureElement } = createMeanRowEstimate(132);
    measureElement(row(0), entry(176), virtualizer);
    expect(measureElement(row(1), entry(0), virtualizer)).toBe(176);
    expect(estimateSize()).toBe(176);
  });
});
