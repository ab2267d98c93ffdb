import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const INSTALL_HELP = `No Chromium found for the end-to-end tests. Install one of:
  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium   (gives /usr/bin/chromium)
  - Playwright's own browser: npx playwright install chromium
  - or point CHROMIUM_PATH at any Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test`;

/**
 * Flags for headless Chromium here: no sandbox (tests run as root), and none of the background
 * connections a machine with only loopback would refuse, many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own browser if installed. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', safePlaywrightPath()];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    console.error(INSTALL_HELP);
    throw new Error(INSTALL_HELP);
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
