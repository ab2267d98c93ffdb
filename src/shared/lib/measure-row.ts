import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

type MeasureElement = <TScroll extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<TScroll, Element>,
) => number;

/**
 * For rows in the table's normal flow (the virtualizer only sizes the spacers around them): a new
 * row keeps its estimate until the ResizeObserver reports it just after the next layout, instead
 * of forcing a layout in the middle of React's commit (most of that task on a slow phone). A
 * wrong estimate moves only what follows the table, one frame later.
 */
export function measureFromObserver(estimate: (index: number) => number): MeasureElement {
  return (element, entry, instance) => {
    if (!entry) {
      const index = instance.indexFromElement(element);
      return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimate(index);
    }
    return measureElement(element, entry, instance) || estimate(instance.indexFromElement(element));
  };
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
