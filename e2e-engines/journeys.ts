import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clickNamed, find, focus, waitFor, waitForText, type PageTools } from './page-tools.ts';

export interface JourneyEnv {
  /** The contract server's origin (its /__control API sets faults). */
  upstream: string;
  /** A scratch folder for files to upload. */
  scratch: string;
  /** Where each page's screenshot goes (kept when the engine fails a journey). */
  screenshot: (name: string) => Promise<void>;
  /** Stops and starts the app's server (the offline journey). */
  stopApp: () => Promise<void>;
  startApp: () => Promise<void>;
}

export interface Journey {
  name: string;
  run(page: PageTools, env: JourneyEnv): Promise<void>;
}

async function control(env: JourneyEnv, method: 'POST' | 'DELETE', what: string, service: string, body?: unknown) {
  const reply = await fetch(`${env.upstream}/__control/${what}?service=${service}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`contract server ${method} ${what} ${service}: ${reply.status}`);
}

const count = (selector: string) =>
  `(min) => document.querySelectorAll(${JSON.stringify(selector)}).length >= min && document.querySelectorAll(${JSON.stringify(selector)}).length`;
const h1 = (heading: string) => `() => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim().startsWith(${JSON.stringify(heading)}))`;

/** Each top-level page with the proof that its data arrived. */
const PAGES: { path: string; heading: string; data: (page: PageTools) => Promise<unknown> }[] = [
  { path: '/', heading: 'Overview', data: (page) => waitForText(page, /Your board|Pin a view/) },
  { path: '/colleges', heading: 'Colleges', data: (page) => waitFor(page, 'school links', count('a[href^="/colleges/"]'), [5]) },
  { path: '/jobs', heading: 'Jobs', data: (page) => waitFor(page, 'job links', count('a[href^="/jobs/"]:not([href="/jobs/saved"])'), [5]) },
  { path: '/swap', heading: 'Swap', data: (page) => waitForText(page, /ETH/) },
  { path: '/upload', heading: 'Upload', data: (page) => waitForText(page, 'Choose files') },
  { path: '/countries', heading: 'Countries', data: (page) => waitForText(page, '250 countries') },
  {
    path: '/bpi',
    heading: 'Bitcoin',
    data: async (page) => {
      await waitForText(page, /\$[\d,]+\.\d\d/);
      // The history chart's module (uPlot) reads the page's language when it loads.
      await waitFor(page, 'the price history chart', `() => Boolean(document.querySelector('main .uplot canvas'))`);
    },
  },
  {
    path: '/coffee',
    heading: 'Coffee',
    data: (page) => waitFor(page, 'the coffee picture', `() => [...document.querySelectorAll('main img')].some((img) => img.complete && img.naturalWidth > 0)`),
  },
  { path: '/settings', heading: 'Settings', data: (page) => waitForText(page, 'Reset to defaults') },
];

const PLAINTEXT = 'A private report, end-to-end encrypted in the browser.\n';

/** Keeps what the page would download (Export): the blob's text, and no download dialog. */
const CAPTURE_DOWNLOADS = `() => {
  window.__enginesDownloads = [];
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => { blob.text().then((text) => window.__enginesDownloads.push(text)); return create(blob); };
  document.addEventListener('click', (event) => { if (event.target.closest && event.target.closest('a[download]')) event.preventDefault(); }, true);
}`;

// Tiles by id, not heading: a tile pinned before its page's data arrived takes its title from the data on the board.
const tileIds = `() => [...document.querySelectorAll('[aria-labelledby="board-heading"] [data-tile]')].map((tile) => tile.getAttribute('data-tile'))`;
const tiles = (n: number) => `() => (${tileIds})().length === ${n}`;

export const JOURNEYS: Journey[] = [
  {
    name: 'each page shows its data',
    async run(page, env) {
      for (const { path, heading, data } of PAGES) {
        await page.goto(path);
        await waitFor(page, `${path}: heading ${heading}`, h1(heading));
        await data(page);
        await env.screenshot(path === '/' ? 'overview' : path.slice(1));
      }
    },
  },
  {
    name: 'typing in a search field filters and reaches the URL',
    async run(page) {
      await page.goto('/countries');
      await waitForText(page, '250 countries');
      await page.type('input[type="search"]', 'BRASIL');
      await waitFor(page, 'q=BRASIL in the URL', `() => new URLSearchParams(location.search).get('q') === 'BRASIL'`);
      await waitFor(
        page,
        'only Brazil listed',
        `() => { const names = [...document.querySelectorAll('table a[href^="/countries/"]')].map((a) => a.textContent.trim()); return names.length === 1 && names[0] === 'Brazil'; }`,
      );
      const typed = await page.evaluate<string>(`() => document.querySelector('input[type="search"]').value`);
      if (typed !== 'BRASIL') throw new Error(`the search box holds "${typed}"`);
    },
  },
  {
    name: 'plain upload',
    async run(page, env) {
      const file = join(env.scratch, 'hello.txt');
      writeFileSync(file, 'hello from the engines suite\n');
      await page.goto('/upload');
      await waitForText(page, 'Choose files');
      await page.setFiles('input[type="file"]', [file]);
      await waitFor(
        page,
        'the share link',
        `() => [...document.querySelectorAll('a')].some((a) => /\\/upload-files\\/\\d+\\/hello\\.txt$/.test(a.textContent.trim()))`,
      );
    },
  },
  {
    name: 'encrypted upload, then the share opened',
    async run(page, env) {
      const file = join(env.scratch, 'private-report.txt');
      writeFileSync(file, PLAINTEXT);
      await page.goto('/upload');
      await waitForText(page, 'Choose files');
      const encrypt = await find(page, 'input[type="checkbox"]', 'Encrypt');
      if (!(await page.evaluate<boolean>(`(selector) => document.querySelector(selector).checked`, encrypt))) await page.click(encrypt);
      await page.setFiles('input[type="file"]', [file]);
      const link = await waitFor<string>(
        page,
        'the private link',
        `() => [...document.querySelectorAll('a')].map((a) => a.href).find((href) => href.includes('/upload/open#v1/'))`,
        [],
        40_000,
      );
      await page.goto(link);
      await find(page, 'a', 'Save private-report.txt', false, 40_000);
      await waitForText(page, 'A private report, end-to-end encrypted in the browser.');
    },
  },
  {
    name: 'the console query',
    async run(page) {
      const query = 'query One($code: ID!) { country(code: $code) { name capital } }';
      await page.goto(`/countries/console?query=${encodeURIComponent(query)}&variables=${encodeURIComponent('{"code":"JP"}')}`);
      await waitForText(page, 'Checked against the server’s schema');
      await clickNamed(page, 'button', 'Run query');
      await waitForText(page, '"name": "Japan"');
    },
  },
  {
    name: 'the stream goes Live',
    async run(page, env) {
      await control(env, 'DELETE', 'faults', 'bpi-stream');
      await page.goto('/bpi');
      await waitForText(page, /Live — streamed trades, last at \d{1,2}:\d\d:\d\d( [AP]M)? UTC/);
      await waitForText(page, 'Source: Coinbase Exchange live feed');
    },
  },
  {
    name: 'the polling fallback',
    async run(page, env) {
      await control(env, 'POST', 'faults', 'bpi-stream', { kind: 'refuse-upgrade' });
      try {
        await page.goto('/bpi');
        await waitForText(page, 'Refreshing every 30 s — live stream unavailable', 40_000);
        await waitForText(page, /\$[\d,]+\.\d\d/);
      } finally {
        await control(env, 'DELETE', 'faults', 'bpi-stream');
      }
    },
  },
  {
    name: 'both maps drawn',
    async run(page, env) {
      await page.goto('/colleges?view=map');
      await waitFor(page, 'school points on the map', count('svg a[href^="/colleges/"]'), [3]);
      await env.screenshot('colleges-map');
      await page.goto('/countries');
      await waitFor(page, 'the world map', count('svg path'), [100]);
      await waitFor(page, 'countries placed on the map', count('svg a[href^="/countries/"]'), [100]);
      await env.screenshot('countries-map');
    },
  },
  {
    name: 'board: pin, reorder by keyboard, reload, export and import',
    async run(page, env) {
      for (const path of ['/countries/FR', '/jobs?remote=1']) {
        await page.goto(path);
        await waitFor(
          page,
          `${path}: its pin button`,
          `() => [...document.querySelectorAll('button')].some((button) => /^(Pin to overview|Unpin)$/.test(button.textContent.trim()))`,
        );
        // Pinned already when this journey runs a second time.
        if (!(await page.evaluate<boolean>(`() => [...document.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Unpin')`)))
          await clickNamed(page, 'button', 'Pin to overview');
        await find(page, 'button', 'Unpin');
      }
      await page.goto('/');
      await waitFor(page, 'two tiles', tiles(2));
      const before = await page.evaluate<string[]>(tileIds);
      // The first tile's Move later button, focused and pressed from the keyboard; where the
      // engine's keys cannot press a button (Firefox, see PageTools.keysPressButtons), clicked.
      const moveLater = await find(page, 'article button', 'Move later', true);
      if (page.keysPressButtons) {
        await focus(page, moveLater);
        await page.pressEnter();
      } else await page.click(moveLater);
      await waitFor(page, 'the tiles swapped', `(first) => (${tileIds})()[1] === first`, [before[0]]);
      await page.reload();
      await waitFor(page, 'the order kept across a reload', `(first) => (${tileIds})()[1] === first`, [before[0]]);
      await env.screenshot('board');
      await page.evaluate(CAPTURE_DOWNLOADS);
      await clickNamed(page, 'button', 'Export', true);
      const exported = await waitFor<string>(page, 'the exported board', `() => window.__enginesDownloads[0]`);
      const file = join(env.scratch, 'board.json');
      writeFileSync(file, exported);
      await clickNamed(page, 'article button', 'Remove', true);
      await waitFor(page, 'one tile left', tiles(1));
      await page.setFiles('input[type="file"][accept*="json"]', [file]);
      await waitForText(page, /Added 1 tile/);
      await waitFor(page, 'two tiles again', tiles(2));
    },
  },
  {
    name: 'offline reload from the service worker',
    async run(page, env) {
      await page.goto('/countries');
      await waitForText(page, '250 countries');
      await waitFor(page, 'the service worker active', `() => navigator.serviceWorker.ready.then((registration) => Boolean(registration.active))`, [], 40_000);
      // The first page was loaded before the worker existed: the next one is the worker's.
      if (!(await page.evaluate<boolean>(`() => Boolean(navigator.serviceWorker.controller)`))) await page.reload();
      await waitFor(page, 'the service worker in control', `() => Boolean(navigator.serviceWorker.controller)`);
      await waitForText(page, '250 countries');
      await env.stopApp();
      try {
        await page.reload();
        await waitFor(page, 'the page from the worker', h1('Countries'));
        await waitForText(page, '250 countries');
      } finally {
        await env.startApp();
      }
    },
  },
];
