/**
 * Writes the app's PNG icons (public/icon-*.png) from its SVG artwork with Chromium, for the web
 * app manifest: 192 and 512 px, and a 512 px maskable icon whose artwork sits in the safe zone.
 * Run `npx tsx scripts/make-icons.ts` after changing the artwork.
 */
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { findChromium } from '../e2e/find-chromium.ts';

const squares = (offset: number, size: number, gap: number) =>
  [0, 1]
    .flatMap((row) => [0, 1].map((column) => [offset + column * (size + gap), offset + row * (size + gap)]))
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 4}"/>`)
    .join('');

const artwork = readFileSync('public/favicon.svg', 'utf8');
// Maskable: the background fills the square and the artwork keeps within the central 80 % circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4338ca"/><g fill="#fff">${squares(9.5, 5.5, 2)}</g></svg>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, svg, size] of [
  ['icon-192.png', artwork, 192],
  ['icon-512.png', artwork, 512],
  ['icon-maskable-512.png', maskable, 512],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img width="${size}" height="${size}" src="data:image/svg+xml,${encodeURIComponent(svg)}">`,
  );
  writeFileSync(`public/${name}`, await page.screenshot({ omitBackground: true }));
  console.log(`public/${name}`);
}
await browser.close();
