import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { callExpression, PROBLEM_LISTENER, PROBLEM_PREFIX, type PageTools } from './page-tools.ts';

/**
 * Debian's Firefox ESR, headless, in a fresh profile, driven by puppeteer-core over WebDriver BiDi
 * (Firefox's own remote agent: no geckodriver, nothing downloaded).
 *
 * Problems are reported by PROBLEM_LISTENER, a preload script, through the console: puppeteer's
 * `pageerror` is Firefox's "javascript" log, which also carries network messages such as a
 * refused WebSocket the page handles (the polling fallback).
 */
export async function startFirefox(executablePath: string, app: string): Promise<PageTools> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(PROBLEM_PREFIX)) problems.push(message.text().slice(PROBLEM_PREFIX.length));
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.evaluateOnNewDocument(callExpression(PROBLEM_LISTENER, ['console']));

  const centred = async (selector: string) => {
    const element = await page.$(selector);
    if (!element) throw new Error(`no element matches ${selector}`);
    await element.evaluate((found) => found.scrollIntoView({ block: 'center' }));
    return element;
  };

  return {
    engine: 'Firefox ESR',
    version: (await browser.version()).replace(/^firefox\//, ''),
    keysPressButtons: false,
    async goto(pathOrUrl) {
      await page.goto(new URL(pathOrUrl, app).href);
    },
    async reload() {
      await page.reload();
    },
    evaluate: <T>(fn: string, ...args: unknown[]) => page.evaluate(callExpression(fn, args)) as Promise<T>,
    async click(selector) {
      await (await centred(selector)).click();
    },
    async type(selector, text) {
      await (await centred(selector)).click();
      await page.keyboard.type(text);
    },
    async pressEnter() {
      await page.keyboard.press('Enter');
    },
    async setFiles(selector, paths) {
      const input = (await page.$(selector)) as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`no element matches ${selector}`);
      await input.uploadFile(...paths);
    },
    screenshot: () => page.screenshot(),
    async takeProblems() {
      return problems.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}
