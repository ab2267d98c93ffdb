import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Key, remote } from 'webdriverio';
import { PROBLEM_LISTENER, TAKE_PROBLEMS, type PageTools } from './page-tools.ts';

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Xvfb on a display it picks itself (-displayfd), so runs side by side never share one. */
async function startXvfb(binary: string): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(binary, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb did not report its display in 20 s: ${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /^(\d+)\s*$/m.exec(String(chunk));
      if (found) {
        clearTimeout(timer);
        resolve(`:${found[1]}`);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${output}`)));
  });
  return { display, child };
}

/** WebKitWebDriver on a free port of its own display, with the locale it is given. */
async function startWebKitWebDriver(binary: string, display: string, locale: string) {
  const port = await freePort();
  const child = spawn(binary, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: display, LANG: locale, LC_ALL: locale, LANGUAGE: '' },
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-4000)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return { port, child };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 20_000) throw new Error(`WebKitWebDriver did not answer in 20 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * WebKitGTK's MiniBrowser, driven by WebdriverIO through a WebKitWebDriver (classic W3C WebDriver:
 * WebKitGTK offers no BiDi session) started here on its own Xvfb display, under `locale`: the
 * page's navigator.language follows it.
 *
 * Classic WebDriver has no script that runs before the page's and no log: PROBLEM_LISTENER goes
 * in after each load and keeps what it sees in the page, read back before the next navigation.
 */
export async function startWebKit(binaries: { driver: string; xvfb: string }, locale: string, app: string): Promise<PageTools> {
  const xvfb = await startXvfb(binaries.xvfb);
  const driver = await startWebKitWebDriver(binaries.driver, xvfb.display, locale).catch(async (error: unknown) => {
    await stop(xvfb.child);
    throw error;
  });
  // WebKitGTK's own capability (MiniBrowser needs --automation), which WebdriverIO's types do not list.
  const capabilities = { 'webkitgtk:browserOptions': { args: ['--automation'] }, unhandledPromptBehavior: 'dismiss' as const };
  const browser = await remote({ hostname: '127.0.0.1', port: driver.port, path: '/', logLevel: 'silent', capabilities });
  await browser.setWindowSize(1280, 900);

  const evaluate = <T>(fn: string, ...args: unknown[]) => browser.execute(`return (${fn})(...arguments)`, ...args) as Promise<T>;
  const listen = () => evaluate(PROBLEM_LISTENER, 'page');
  const problems: string[] = [];
  const keep = async () => problems.push(...(await evaluate<string[]>(TAKE_PROBLEMS).catch(() => [])));
  const centred = async (selector: string) => {
    await evaluate(`(selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' })`, selector);
    return browser.$(selector);
  };

  return {
    engine: locale.startsWith('en_') ? 'WebKitGTK' : `WebKitGTK (LC_ALL=${locale})`,
    version: browser.capabilities.browserVersion ?? 'unknown',
    keysPressButtons: true,
    async goto(pathOrUrl) {
      await keep();
      await browser.url(new URL(pathOrUrl, app).href);
      await listen();
    },
    async reload() {
      await keep();
      await browser.refresh();
      await listen();
    },
    evaluate,
    async click(selector) {
      await (await centred(selector)).click();
    },
    async type(selector, text) {
      await (await centred(selector)).click();
      await browser.keys([...text]);
    },
    async pressEnter() {
      await browser.keys(Key.Enter);
    },
    async setFiles(selector, paths) {
      await (await browser.$(selector)).addValue(paths.join('\n'));
    },
    async screenshot() {
      return Buffer.from(await browser.takeScreenshot(), 'base64');
    },
    async takeProblems() {
      await keep();
      return problems.splice(0);
    },
    async close() {
      await browser.deleteSession().catch(() => undefined);
      await stop(driver.child);
      await stop(xvfb.child);
    },
  };
}
