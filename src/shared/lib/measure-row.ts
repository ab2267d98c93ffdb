import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

type MeasureElement = <TScroll extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<TScroll, Element>,
) => number;

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
