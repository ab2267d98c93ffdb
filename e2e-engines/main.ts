import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { APP, APP_PORT, OUT_DIR, UPSTREAM, UPSTREAM_PORT, appBuildEnv } from '../e2e/environment.ts';
import { startFirefox } from './firefox.ts';
import { JOURNEYS, type Journey } from './journeys.ts';
import type { PageTools } from './page-tools.ts';
import { startWebKit } from './webkit.ts';

/**
 * `npm run e2e:engines`: the main journeys in Firefox ESR (puppeteer-core over WebDriver BiDi) and
 * WebKitGTK (WebdriverIO through WebKitWebDriver), against the production build served by server/main.ts with the contract
 * server answering, as the Playwright specs run them in Chromium. A missing engine fails the run.
 * Prints journeys x engines (pass/fail, seconds); a failing engine's screenshots stay in
 * test-results/engines/<engine>/. E2E_APP_PORT, E2E_UPSTREAM_PORT, E2E_OUT_DIR as for the e2e specs;
 * E2E_ENGINES_REUSE_BUILD=1 serves the build already in E2E_OUT_DIR.
 */
const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results', 'engines');
/**
 * The journeys a POSIX locale runs: every page once, and /bpi's streamed times. WebKit takes the
 * page's language from the locale: under C.UTF-8 (a container's usual locale) navigator.language
 * is "C", which Intl refuses. Under plain C (or POSIX) WebKit reports "en-US" and there is nothing
 * to test.
 */
const POSIX_LOCALE_NAME = 'C.UTF-8';
const POSIX_LOCALE: Journey = {
  name: `the page language is "C" (LC_ALL=${POSIX_LOCALE_NAME})`,
  async run(page) {
    await page.goto('/');
    const language = await page.evaluate<string>(`() => navigator.language`);
    if (language !== 'C') throw new Error(`navigator.language is ${JSON.stringify(language)}: this column would not test the POSIX locale`);
  },
};
const POSIX_LOCALE_JOURNEYS = [POSIX_LOCALE, ...JOURNEYS.filter(({ name }) => name === 'each page shows its data' || name === 'the stream goes Live')];

const which = (names: string[]) => names.find((path) => existsSync(path));
const FIREFOX = which([process.env.FIREFOX ?? '', '/usr/bin/firefox-esr', '/usr/bin/firefox']);
const WEBKIT_DRIVER = which([process.env.WEBKIT_WEBDRIVER ?? '', '/usr/bin/WebKitWebDriver']);
const XVFB = which([process.env.XVFB ?? '', '/usr/bin/Xvfb']);

const missing = [
  !FIREFOX && 'Firefox ESR (Debian: apt-get install firefox-esr; or set FIREFOX)',
  !WEBKIT_DRIVER && 'WebKitWebDriver (Debian: apt-get install webkit2gtk-driver; or set WEBKIT_WEBDRIVER)',
  !XVFB && 'Xvfb for WebKitGTK (Debian: apt-get install xvfb xauth; or set XVFB)',
].filter(Boolean);
if (missing.length > 0) {
  console.error(`e2e:engines cannot run, missing:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

const children: ChildProcess[] = [];
const stopChild = (child: ChildProcess) =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
    child.once('exit', done);
    child.kill('SIGTERM');
  });

async function waitForUrl(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}):\n${output().slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}: no answer in ${timeoutMs / 1000} s:\n${output().slice(-2000)}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

function startProcess(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  children.push(child);
  return { child, output: () => output };
}

let app: ReturnType<typeof startProcess> | undefined;
async function startApp() {
  app = startProcess(['server/main.ts', '--dist', OUT_DIR], {
    ...appBuildEnv,
    HOST: '127.0.0.1',
    PORT: String(APP_PORT),
    PROXY_RATE_LIMIT_PER_MINUTE: '6000',
    LOG: '0',
  });
  await waitForUrl(`${APP}/healthz`, app.child, app.output);
}
async function stopApp() {
  if (app) await stopChild(app.child);
}

interface Outcome {
  passed: boolean;
  seconds: number;
  error?: string;
  /** Passed on its second attempt: the first attempt's error (printed, and the run lists it). */
  flaky?: string;
}

/** A failed journey runs once more, as the Playwright suite retries a failed test once on CI: passing then, it is reported as flaky, never as passed. */
const ATTEMPTS = 2;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** What a failed journey's page was doing: its address, the upstream requests it made and how far each got, its main text. */
const PAGE_STATE = `() => {
  const requests = performance
    .getEntriesByType('resource')
    .filter((entry) => !/\\/assets\\/|\\.(svg|png|webmanifest)$/.test(entry.name))
    .map((entry) => new URL(entry.name).pathname + ' ' + Math.round(entry.startTime) + '-' + Math.round(entry.responseEnd) + ' ms');
  const text = (document.querySelector('main')?.innerText ?? '').replace(/\\s+/g, ' ').slice(0, 240);
  const state = location.pathname + location.search + ' at ' + Math.round(performance.now()) + ' ms; requests: ' + (requests.join(', ') || 'none') + '; main: ' + text;
  // Whether the app's database answers: a connection that never opens holds every stored thing back.
  const databases = indexedDB.databases ? indexedDB.databases().then((list) => list.map((db) => db.name + ' v' + db.version).join(', ')) : Promise.resolve('n/a');
  const opening = (name) => new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => { resolve('opens, stores ' + [...request.result.objectStoreNames].join(' ')); request.result.close(); };
    request.onblocked = () => resolve('blocked');
    request.onerror = () => resolve('error ' + request.error);
    setTimeout(() => resolve('no answer in 2 s'), 2000);
  });
  // A database of another name tells a stuck database from a stuck IndexedDB.
  const other = 'engines-probe-' + Date.now();
  return Promise.all([databases, opening('dashboard'), opening(other).finally(() => indexedDB.deleteDatabase(other))]).then(
    ([list, open, fresh]) => state + '; databases: ' + list + '; dashboard: ' + open + '; a new database: ' + fresh,
  );
}`;

/** One run of a journey: its outcome, printed, with what the page was doing when it failed. */
async function attempt(page: PageTools, journey: Journey, scratch: string, folder: string): Promise<Outcome> {
  const started = performance.now();
  let error: string | undefined;
  try {
    await journey.run(page, {
      upstream: UPSTREAM,
      scratch,
      screenshot: async (name) => writeFileSync(join(folder, `${name}.png`), await page.screenshot()),
      stopApp,
      startApp,
    });
    const problems = await page.takeProblems();
    if (problems.length > 0) error = `errors on the page:\n      ${problems.join('\n      ')}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    const problems = await page.takeProblems().catch(() => []);
    if (problems.length > 0) error += `\n      and on the page:\n      ${problems.join('\n      ')}`;
    const state = await page.evaluate<string>(PAGE_STATE).catch((reason: unknown) => `not readable: ${String(reason)}`);
    error += `\n      the page then: ${state}`;
    await page
      .screenshot()
      .then((png) => writeFileSync(join(folder, `failed-${slug(journey.name)}.png`), png))
      .catch(() => undefined);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${error ? 'FAIL' : 'pass'} ${page.engine}: ${journey.name} (${seconds.toFixed(1)} s)${error ? `\n      ${error}` : ''}`);
  return { passed: !error, seconds, error };
}

async function runEngine(page: PageTools, journeys: Journey[], scratch: string): Promise<Record<string, Outcome>> {
  const folder = join(RESULTS, slug(page.engine));
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const outcomes: Record<string, Outcome> = {};
  for (const journey of journeys) {
    const attempts: Outcome[] = [];
    while (attempts.length < ATTEMPTS && !attempts.at(-1)?.passed) attempts.push(await attempt(page, journey, scratch, folder));
    const last = attempts.at(-1)!;
    outcomes[journey.name] = attempts.length > 1 && last.passed ? { ...last, flaky: attempts[0]!.error } : last;
  }
  // Screenshots are kept as artifacts when the engine failed something, even once.
  if (Object.values(outcomes).every((outcome) => outcome.passed && !outcome.flaky)) rmSync(folder, { recursive: true, force: true });
  return outcomes;
}

// E2E_ENGINES_ONLY=webkit (a word of the engine's name) runs only the engines it names, for work on one; CI runs all.
const only = process.env.E2E_ENGINES_ONLY?.toLowerCase();
const runStarted = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'engines-files-'));
const columns: { engine: string; version: string; outcomes: Record<string, Outcome> }[] = [];
let failed = false;
try {
  if (process.env.E2E_ENGINES_REUSE_BUILD !== '1' || !existsSync(join(ROOT, OUT_DIR, 'index.html'))) {
    console.log(`building into ${OUT_DIR} against the contract server at ${UPSTREAM} ...`);
    const build = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        env: { ...process.env, ...appBuildEnv },
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('the build failed');
  }
  const contract = startProcess(['e2e/contract-server/main.ts'], { CONTRACT_PORT: String(UPSTREAM_PORT) });
  await waitForUrl(`${UPSTREAM}/__control/health`, contract.child, contract.output);
  await startApp();

  const engines: { name: string; start: () => Promise<PageTools>; journeys: Journey[] }[] = [
    { name: 'firefox', start: () => startFirefox(FIREFOX!, APP), journeys: JOURNEYS },
    { name: 'webkit', start: () => startWebKit({ driver: WEBKIT_DRIVER!, xvfb: XVFB! }, 'en_US.UTF-8', APP), journeys: JOURNEYS },
    {
      name: 'webkit posix',
      start: () => startWebKit({ driver: WEBKIT_DRIVER!, xvfb: XVFB! }, POSIX_LOCALE_NAME, APP),
      journeys: POSIX_LOCALE_JOURNEYS,
    },
  ];
  for (const { start, journeys } of only ? engines.filter(({ name }) => name.includes(only)) : engines) {
    const page = await start();
    console.log(`${page.engine} ${page.version}`);
    try {
      columns.push({ engine: page.engine, version: page.version, outcomes: await runEngine(page, journeys, scratch) });
    } finally {
      await page.close();
    }
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all(children.map(stopChild));
  rmSync(scratch, { recursive: true, force: true });
}

if (columns.length > 0) {
  const rows = [...JOURNEYS, POSIX_LOCALE];
  const width = Math.max(...rows.map(({ name }) => name.length));
  const cell = (outcome: Outcome | undefined) =>
    (outcome ? `${outcome.flaky ? 'flaky' : outcome.passed ? 'pass' : 'FAIL'} ${outcome.seconds.toFixed(1).padStart(5)} s` : '—').padEnd(14);
  console.log(`\n${'journey'.padEnd(width)}  ${columns.map(({ engine }) => engine.padEnd(19)).join('  ')}`);
  console.log(`${'-'.repeat(width)}  ${columns.map(() => '-'.repeat(19)).join('  ')}`);
  for (const { name } of rows) console.log(`${name.padEnd(width)}  ${columns.map(({ outcomes }) => cell(outcomes[name]).padEnd(19)).join('  ')}`);
  console.log(`\nEngines: ${columns.map(({ engine, version }) => `${engine} ${version}`).join('; ')}.`);
}
const outcomes = columns.flatMap(({ outcomes }) => Object.values(outcomes));
const flaky = columns.flatMap(({ engine, outcomes }) =>
  Object.entries(outcomes).flatMap(([name, outcome]) => (outcome.flaky ? [`${engine}: ${name}: ${outcome.flaky}`] : [])),
);
if (flaky.length > 0) console.log(`\nFlaky (failed once, passed on the second attempt):\n  ${flaky.join('\n  ')}`);
if (outcomes.some((outcome) => !outcome.passed) || columns.length < (only ? 1 : 3)) failed = true;
console.log(
  `${failed ? 'e2e:engines FAILED' : 'All journeys passed'} in ${((performance.now() - runStarted) / 1000).toFixed(1)} s.${failed && existsSync(RESULTS) ? ` Screenshots: ${RESULTS}` : ''}`,
);
process.exit(failed ? 1 : 0);
