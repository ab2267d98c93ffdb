import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { callSource, PROBLEM_LISTENER, TAKE_PROBLEMS, type Driver } from './driver.ts';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** Xvfb on a display it picks itself (-displayfd), so runs side by side never share one. */
export async function startXvfb(binary: string): Promise<{ display: string; child: ChildProcess }> {
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

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic W3C WebDriver over HTTP) on its own
 * Xvfb display, with the locale it is given: the page's navigator.language follows LANG.
 */
export async function startWebKit(binaries: { driver: string; xvfb: string }, lang: string): Promise<Driver> {
  const xvfb = await startXvfb(binaries.xvfb);
  const port = await freePort();
  const driver = spawn(binaries.driver, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: xvfb.display, LANG: lang, LC_ALL: lang, LANGUAGE: '' },
  });
  driver.stdout!.resume();
  driver.stderr!.resume();
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await reply.json()) as { value: unknown };
    if (!reply.ok) {
      const error = parsed.value as { error?: string; message?: string };
      throw new Error(`WebDriver ${method} ${path}: ${error.error}: ${error.message}`);
    }
    return parsed.value;
  };
  const started = Date.now();
  for (;;) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (Date.now() - started > 20_000) throw new Error(`WebKitWebDriver did not answer in 20 s: ${String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const session = (await call('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] }, unhandledPromptBehavior: 'dismiss' } },
  })) as { sessionId: string; capabilities: { browserVersion: string } };
  const at = (path: string) => `/session/${session.sessionId}${path}`;
  await call('POST', at('/window/rect'), { width: 1280, height: 900 }).catch(() => undefined);

  const evaluate = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const script = `const done = arguments[arguments.length - 1];
      ${callSource(fn, args)}.then((json) => done({ json }), (error) => done({ error: String((error && error.stack) || error) }));`;
    const reply = (await call('POST', at('/execute/async'), { script, args: [] })) as { json?: string; error?: string };
    if (reply.error) throw new Error(`in the page: ${reply.error}`);
    return JSON.parse(reply.json!) as T;
  };
  const element = async (selector: string) => {
    await evaluate(`(selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' })`, selector);
    const found = (await call('POST', at('/element'), { using: 'css selector', value: selector })) as Record<string, string>;
    return found[ELEMENT]!;
  };
  // Classic WebDriver has no script that runs before the page's: the listener goes in after each load.
  const listen = () => evaluate(PROBLEM_LISTENER);
  const problems: string[] = [];
  const keep = async () => problems.push(...(await evaluate<string[]>(TAKE_PROBLEMS).catch(() => [])));

  return {
    engine: lang.startsWith('en_') ? 'WebKitGTK' : `WebKitGTK (LANG=${lang})`,
    version: session.capabilities.browserVersion,
    keysClickButtons: true,
    async goto(url) {
      await keep();
      await call('POST', at('/url'), { url });
      await listen();
    },
    async reload() {
      await keep();
      await call('POST', at('/refresh'), {});
      await listen();
    },
    evaluate,
    async click(selector) {
      await call('POST', at(`/element/${await element(selector)}/click`), {});
    },
    async keys(text) {
      const actions = [...text].flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]);
      await call('POST', at('/actions'), { actions: [{ type: 'key', id: 'keyboard', actions }] });
    },
    async setFiles(selector, paths) {
      await call('POST', at(`/element/${await element(selector)}/value`), { text: paths.join('\n') });
    },
    async screenshot() {
      return Buffer.from(String(await call('GET', at('/screenshot'))), 'base64');
    },
    async takeProblems() {
      await keep();
      return problems.splice(0);
    },
    async close() {
      await call('DELETE', at('')).catch(() => undefined);
      await stop(driver);
      await stop(xvfb.child);
    },
  };
}
