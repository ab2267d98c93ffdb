/**
 * Screenshots a route in light and dark, 360 px and 1280 px wide, into screenshots/.
 * Usage: npx tsx scripts/screenshot.ts http://127.0.0.1:4173 /colleges [name]
 * Run it against `npm run demo` (or any running build). SCREENSHOT_LOCALE=de-DE sets the browser's language.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/find-chromium.ts';

const [origin = 'http://127.0.0.1:4173', path = '/', name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'overview'] = process.argv.slice(2);
const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
});
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme, locale: process.env.SCREENSHOT_LOCALE });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const file = `${outDir}/${name}-${scheme}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
