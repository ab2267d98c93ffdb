import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, upstream } from '../e2e/fixtures.ts';
import { report, round } from './report.ts';

// files stream from disk; a 100 MB file uploads with progress events and the
// page's heap stays far below the file size.
const SIZE = 100_000_000;

test('upload: 100 MB with progress events and a small heap', async ({ page }) => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-upload-'));
  const path = join(dir, 'bench-100mb.bin');
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(path);
    const chunk = Buffer.alloc(1_000_000, 7);
    for (let written = 0; written < SIZE; written += chunk.length) out.write(chunk);
    out.end(resolve);
    out.on('error', reject);
  });
  try {
    await upstream.reset('upload');
    await upstream.setState('upload', { bytesPerSecond: 25_000_000 });
    await page.goto('/upload');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    };
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await heap();
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { seenProgress: Set<string> }).seenProgress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress[aria-label="Upload progress of bench-100mb.bin"]');
        if (bar) seen.add(bar.getAttribute('value') ?? '');
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    let peak = before;
    const sampler = setInterval(
      () =>
        void heap().then(
          (value) => (peak = Math.max(peak, value)),
          () => undefined,
        ),
      200,
    );
    const started = Date.now();
    await page.getByLabel('Files to upload').setInputFiles(path);
    const row = page.getByRole('list', { name: 'Upload queue' }).getByRole('listitem', { name: 'bench-100mb.bin' });
    await expect(row.getByRole('link', { name: /\/upload-files\/\d+\/bench-100mb\.bin$/ }).first()).toBeVisible({ timeout: 120_000 });
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const progressValues = await page.evaluate(() => (window as unknown as { seenProgress: Set<string> }).seenProgress.size);
    const mb = (bytes: number) => round(bytes / 1e6, 1);
    report('upload-heap', {
      fileMb: SIZE / 1e6,
      seconds: round(seconds),
      distinctProgressValues: progressValues,
      heapBeforeMb: mb(before),
      heapPeakMb: mb(peak),
      heapGrowthPeakMb: mb(peak - before),
      budget: 'progress events seen; heap growth far below the file size (< 10% of it)',
    });
    expect(progressValues).toBeGreaterThanOrEqual(10);
    expect(peak - before).toBeLessThan(SIZE / 10);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
