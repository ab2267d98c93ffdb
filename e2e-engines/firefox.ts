import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { callSource, PROBLEM_LISTENER, TAKE_PROBLEMS, type Driver } from './driver.ts';
import { stop } from './webkit.ts';

type Message = { id?: number; type?: string; result?: Record<string, unknown>; error?: string; message?: string };

/** A minimal WebDriver BiDi session over one WebSocket: commands and their answers, by id. */
class BidiConnection {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }>();
  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      if (message.id !== undefined && this.pending.has(message.id)) {
        const waiting = this.pending.get(message.id)!;
        this.pending.delete(message.id);
        if (message.type === 'error') waiting.reject(new Error(`${message.error}: ${message.message}`));
        else waiting.resolve(message.result ?? {});
      }
    });
    socket.on('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('Firefox closed the BiDi connection'));
      this.pending.clear();
    });
  }
  send(method: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }
}

/** Debian's Firefox ESR, headless, in a fresh profile, driven over WebDriver BiDi (no geckodriver). */
export async function startFirefox(binary: string): Promise<Driver> {
  const profile = mkdtempSync(join(tmpdir(), 'engines-firefox-'));
  const child = spawn(binary, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port', '0', 'about:blank'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MOZ_HEADLESS_WIDTH: '1280', MOZ_HEADLESS_HEIGHT: '900' },
  });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Firefox did not start its BiDi server in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`Firefox exited (${code}) before its BiDi server started:\n${output}`)));
  });
  const socket = new WebSocket(`${address}/session`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  // Problems are collected in the page (PROBLEM_LISTENER, before the page's own scripts): Firefox's
  // "javascript" log entries also carry network messages, such as a refused WebSocket the page handles.
  const bidi = new BidiConnection(socket);
  const session = await bidi.send('session.new', { capabilities: { alwaysMatch: { unhandledPromptBehavior: { default: 'dismiss' } } } });
  const version = String((session.capabilities as Record<string, unknown>).browserVersion);
  const tree = await bidi.send('browsingContext.getTree');
  const context = (tree.contexts as { context: string }[])[0]!.context;
  await bidi.send('browsingContext.setViewport', { context, viewport: { width: 1280, height: 900 } });
  await bidi.send('script.addPreloadScript', { functionDeclaration: PROBLEM_LISTENER });

  const evaluate = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const reply = await bidi.send('script.evaluate', { expression: callSource(fn, args), target: { context }, awaitPromise: true });
    if (reply.type === 'exception') throw new Error(`in the page: ${String((reply.exceptionDetails as { text?: string }).text)}`);
    return JSON.parse(String((reply.result as { value: string }).value)) as T;
  };
  const element = async (selector: string) => {
    const reply = await bidi.send('script.evaluate', {
      expression: `(() => { const found = document.querySelector(${JSON.stringify(selector)}); found?.scrollIntoView({ block: 'center' }); return found; })()`,
      target: { context },
      awaitPromise: false,
    });
    const node = reply.result as { type: string; sharedId?: string };
    if (node.type !== 'node' || !node.sharedId) throw new Error(`no element matches ${selector}`);
    return { sharedId: node.sharedId };
  };

  return {
    engine: 'Firefox ESR',
    version,
    // BiDi's key actions reach a focused button (keydown and keypress arrive) but Firefox does not
    // click it: the driven document never has the focus (document.hasFocus() is false, headless or
    // in a window on a bare Xvfb display).
    keysClickButtons: false,
    async goto(url) {
      await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' });
    },
    async reload() {
      await bidi.send('browsingContext.reload', { context, wait: 'complete' });
    },
    evaluate,
    async click(selector) {
      const target = await element(selector);
      await bidi.send('input.performActions', {
        context,
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            actions: [
              { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: target } },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
    },
    async keys(text) {
      const actions = [...text].flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]);
      await bidi.send('input.performActions', { context, actions: [{ type: 'key', id: 'keyboard', actions }] });
    },
    async setFiles(selector, paths) {
      await bidi.send('input.setFiles', { context, element: await element(selector), files: paths });
    },
    async screenshot() {
      const shot = await bidi.send('browsingContext.captureScreenshot', { context });
      return Buffer.from(String(shot.data), 'base64');
    },
    async takeProblems() {
      return evaluate<string[]>(TAKE_PROBLEMS).catch(() => []);
    },
    async close() {
      await bidi.send('session.end').catch(() => undefined);
      socket.close();
      await stop(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
