import type { Locator, Page } from '@playwright/test';

/** Moves focus to `target` with Tab (or Shift+Tab when it comes earlier in the page), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    const position = await target.evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return 'here';
      return active && active !== document.body && element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
    });
    if (position === 'here') return;
    await page.keyboard.press(position === 'after' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('Tab never reached the field');
}

/** Types into the focused field one key at a time, waiting `delaysMs[i]` (or `delaysMs` for every key) after each. */
export async function typeKeys(page: Page, text: string, delaysMs: number | readonly number[]) {
  for (const [index, key] of [...text].entries()) {
    await page.keyboard.type(key);
    await page.waitForTimeout(typeof delaysMs === 'number' ? delaysMs : (delaysMs[index] ?? 0));
  }
}

/** Where a results element sits in the first screen: its top and bottom in the viewport. */
export const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { top: box.y, bottom: box.y + box.height };
};
