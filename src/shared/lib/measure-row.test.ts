import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { createMeanRowEstimate, measureRowOr } from './measure-row.ts';

/** The parts of a virtualizer the measure reads: a row's index and the ResizeObserver entry. */
const virtualizer = { options: { horizontal: false }, indexFromElement: (element: Element) => Number(element.getAttribute('data-index')) } as unknown as Virtualizer<Window, Element>;
const row = (index: number) => {
  const element = document.createElement('li');
  element.dataset.index = String(index);
  return element;
};
const entry = (blockSize: number) => ({ borderBoxSize: [{ blockSize, inlineSize: 300 }] }) as unknown as ResizeObserverEntry;

describe('measureRowOr', () => {
  it('takes the ResizeObserver size, and the estimate when a row measures 0', () => {
    const measure = measureRowOr((index) => 40 + index);
    expect(measure(row(3), entry(61), virtualizer)).toBe(61);
    expect(measure(row(3), entry(0), virtualizer)).toBe(43);
  });
});

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
