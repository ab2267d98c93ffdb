import { expect, test, upstream } from './fixtures.ts';

// Daily-use checks that need a real layout engine: positions and sizes jsdom cannot measure.

test.beforeEach(async () => {
  await upstream.reset('colleges');
});

test('colleges: every sort arrow sits just after its own label, in left- and right-aligned columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/colleges?fields=latest.admissions.admission_rate.overall&sort=latest.student.size:desc');
  const table = page.getByRole('table', { name: 'Colleges' });
  await expect(table.getByRole('row')).toHaveCount(21);
  const headers = table.getByRole('columnheader').filter({ has: page.getByRole('button') });
  expect(await headers.count()).toBeGreaterThanOrEqual(3);
  const placements = await headers.evaluateAll((cells) =>
    cells.map((cell) => {
      const button = cell.querySelector('button')!;
      const arrow = button.querySelector('[data-sort-arrow]')!.getBoundingClientRect();
      const label = button.firstElementChild!.getBoundingClientRect();
      return { label: button.textContent, gap: Math.round(arrow.left - label.right) };
    }),
  );
  for (const { label, gap } of placements) expect({ label, gap: gap >= 0 && gap <= 8 }).toEqual({ label, gap: true });
});
