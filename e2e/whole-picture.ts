import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

interface Fit {
  fit: string;
  natural: { width: number; height: number };
  box: { width: number; height: number };
  drawn: { width: number; height: number };
}

/** How the browser draws a loaded image in its content box, from its object-fit and its natural size. */
function drawnSize(image: HTMLImageElement): Fit {
  const style = getComputedStyle(image);
  const px = (value: string) => Number.parseFloat(value) || 0;
  const width = image.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
  const height = image.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const contain = Math.min(width / natural.width, height / natural.height);
  const cover = Math.max(width / natural.width, height / natural.height);
  const scale: Record<string, [number, number]> = {
    fill: [width / natural.width, height / natural.height],
    contain: [contain, contain],
    cover: [cover, cover],
    none: [1, 1],
    'scale-down': [Math.min(1, contain), Math.min(1, contain)],
  };
  const [x, y] = scale[style.objectFit] ?? [1, 1];
  return { fit: style.objectFit, natural, box: { width, height }, drawn: { width: natural.width * x, height: natural.height * y } };
}

/**
 * The picture is drawn whole: once decoded, nothing of it falls outside its box (no crop) and it
 * keeps its own proportions (no stretch).
 */
export async function expectWholePicture(image: Locator, where: string) {
  // A lazy image loads only near the viewport.
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { message: `${where}: decoded` })
    .toBe(true);
  const { fit, natural, box, drawn } = await image.evaluate(drawnSize);
  const shown = `${where}: a ${natural.width}×${natural.height} picture drawn ${drawn.width.toFixed(1)}×${drawn.height.toFixed(1)} (object-fit ${fit}) in a ${box.width}×${box.height} box`;
  expect(drawn.width, shown).toBeLessThanOrEqual(box.width + 0.5);
  expect(drawn.height, shown).toBeLessThanOrEqual(box.height + 0.5);
  expect(drawn.width / drawn.height, shown).toBeCloseTo(natural.width / natural.height, 2);
}
