import { expect, test } from '../e2e/fixtures.ts';
import { expectKeystrokesWithinFrame } from './keystrokes.ts';

// The command palette (Ctrl+K) on a page of a service: each keystroke ranks every entry (pages,
// saved items, recent countries, actions) and shows the options within one frame (p95).
test('palette: keystroke-to-render in the command palette', async ({ page }) => {
  await page.goto('/countries');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Go to or run' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await expect(dialog.getByRole('option').first()).toBeVisible();
  const entries = await dialog.getByRole('option').count();
  expect(entries).toBeGreaterThan(5);
  await expectKeystrokesWithinFrame(
    page,
    'palette',
    { input: 'dialog[open] [role=combobox]', watch: 'dialog[open] [role=listbox]', words: ['colleges', 'setings', 'theme', 'bitcoin', 'jobs'] },
    { optionsWhenEmpty: entries },
  );
});
