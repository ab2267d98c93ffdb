import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

type MeasureElement = <TScroll extends Element | Window>(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<TScroll, Element>) => number;

/**
 * The virtualizer's own measure, which reads the ResizeObserver entry when it has one (no forced
 * layout while scrolling), except that a row measuring 0 (jsdom, a hidden row) keeps its estimate
 * instead of collapsing the list.
 */
export function measureRowOr(estimate: (index: number) => number): MeasureElement {
  return (element, entry, instance) => measureElement(element, entry, instance) || estimate(instance.indexFromElement(element));
}

/**
 * For rows whose height depends mostly on the screen's width: rows not yet measured are estimated
 * at the mean of those measured so far. A close estimate keeps the list's height, and whatever
 * follows it, from jumping while rows are first measured during a scroll.
 */
export function createMeanRowEstimate(firstEstimate: number) {
  const sizes = new Map<number, number>();
  let total = 0;
  const estimateSize = () => (sizes.size > 0 ? total / sizes.size : firstEstimate);
  const measure: MeasureElement = (element, entry, instance) => {
    const size = measureElement(element, entry, instance);
    if (!size) return estimateSize();
    const index = instance.indexFromElement(element);
    total += size - (sizes.get(index) ?? 0);
    sizes.set(index, size);
    return size;
  };
  return { estimateSize, measureElement: measure };
}
