#!/usr/bin/env node
// Bundle budget: gzipped JS of the first load and of each route, and where the
// heavy dependencies land. Reads the production build in dist/ (run `npm run build` first).
// Prints the figures; exits 1 only when a budget is broken.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const modules = JSON.parse(readFileSync(join(dist, '.vite/bundle-modules.json'), 'utf8'));

/** first load (shell + overview) at most 100 KB of gzipped JS. */
const FIRST_LOAD_BUDGET_KB = 100;

const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};
// Chunks are found by the modules they hold (several pages' modules may share one chunk).
const fileOfModule = new Map(Object.entries(modules).flatMap(([file, ids]) => ids.map((id) => [id, file])));
const manifestOfFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const filesOf = (sources) => sources.map((source) => fileOfModule.get(source));

function closure(files, { dynamic }) {
  const seen = new Set();
  const visit = (file) => {
    const chunk = manifestOfFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const next of chunk.imports ?? []) visit(manifest[next].file);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) if (!isPage(manifest[next].file)) visit(manifest[next].file);
  };
  files.forEach(visit);
  return seen;
}
const sum = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipKb(file), 0);
const minus = (a, b) => new Set([...a].filter((file) => !b.has(file)));

// A page is its component's module plus the module its router loader starts requests from (from the registry).
const registry = JSON.parse(readFileSync(join(dist, '.vite/registry.json'), 'utf8'));
const pages = registry.pages;
const statusModules = registry.statusModules;
// A slice's board tiles load like a page of their own: with the board, never with the first load.
const tileModules = registry.tileModules;
const pageFiles = new Set(
  [...Object.values(pages).flat(), 'src/app/data-layout.tsx', ...statusModules, ...Object.values(tileModules)].map((id) => fileOfModule.get(id)),
);
function isPage(file) {
  return pageFiles.has(file);
}

const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry).file;
const entry = closure([entryFile], { dynamic: false });
const overview = minus(closure(filesOf(pages['/']), { dynamic: false }), entry);
const firstLoad = new Set([...entry, ...overview]);
const deferredStatus = minus(closure(filesOf(['src/app/query-provider.tsx', ...statusModules]), { dynamic: false }), firstLoad);
const dataLayout = minus(closure(filesOf(['src/app/data-layout.tsx']), { dynamic: false }), entry);

const failures = [];
const rows = [];
const report = { firstLoadKb: 0, entryKb: 0, overviewKb: 0, deferredOverviewStatusKb: 0, routes: {}, placement: {} };
report.entryKb = sum(entry);
report.overviewKb = sum(overview);
report.firstLoadKb = sum(firstLoad);
report.deferredOverviewStatusKb = sum(deferredStatus);

rows.push(['ENTRY CHUNK (shell: react, react-dom, react-router, layout)', report.entryKb]);
rows.push(['overview route', report.overviewKb]);
rows.push(['FIRST LOAD (shell + overview)', report.firstLoadKb]);
rows.push(['  after first render: overview live status (query client + status cards)', report.deferredOverviewStatusKb]);
rows.push(['data pages share: query client, query hooks, zod, shared UI', sum(dataLayout)]);
for (const [path, keys] of Object.entries(pages).slice(1)) {
  const missing = keys.filter((key) => !fileOfModule.has(key));
  if (missing.length > 0) {
    failures.push(`${path}: no chunk for ${missing.join(', ')}`);
    continue;
  }
  const own = minus(minus(closure(filesOf(keys), { dynamic: false }), entry), dataLayout);
  const lazyExtra = minus(minus(closure(filesOf(keys), { dynamic: true }), entry), new Set([...own, ...dataLayout]));
  report.routes[path] = { routeKb: sum(own), lazyInRouteKb: sum(lazyExtra) };
  rows.push([`route ${path}`, sum(own), lazyExtra.size ? `+ ${sum(lazyExtra).toFixed(1)} KB loaded on demand inside the route` : '']);
}
const boardShell = minus(closure(filesOf(['src/app/board/board-section.tsx']), { dynamic: false }), new Set([...firstLoad, ...deferredStatus]));
rows.push(['board on the overview (after first paint, when it has tiles)', sum(boardShell)]);
report.tiles = {};
for (const [service, module] of Object.entries(tileModules)) {
  const own = minus(closure(filesOf([module]), { dynamic: false }), new Set([...firstLoad, ...deferredStatus, ...dataLayout, ...boardShell]));
  report.tiles[service] = sum(own);
  rows.push([`  ${service} tiles (with the board's first ${service} tile)`, sum(own)]);
}

// Where heavy dependencies may live: only in chunks reachable from their slice's pages and board tiles.
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const placement = Object.fromEntries(
  registry.exclusive.map(({ service, packages, pages: servicePages }) => [
    `${service}'s ${packages.join(', ')}`,
    { service, match: new RegExp(`node_modules/(${packages.map(escape).join('|')})/`), pages: servicePages },
  ]),
);
for (const [name, rule] of Object.entries(placement)) {
  const holders = Object.entries(modules)
    .filter(([, ids]) => ids.some((id) => rule.match.test(id)))
    .map(([file]) => file);
  const tiles = tileModules[rule.service] ? [...closure(filesOf([tileModules[rule.service]]), { dynamic: true })] : [];
  const allowed = new Set([...rule.pages.flatMap((path) => [...closure(filesOf(pages[path]), { dynamic: true })]), ...tiles]);
  const outside = holders.filter((file) => !allowed.has(file) || firstLoad.has(file) || reachableFromOtherPages(file, rule.pages, rule.service));
  report.placement[name] = { chunks: holders, ok: holders.length > 0 && outside.length === 0 };
  if (holders.length === 0) failures.push(`${name}: not found in any chunk (is the route built?)`);
  if (outside.length > 0) failures.push(`${name} leaks outside ${rule.pages.join(', ')}: ${outside.join(', ')}`);
}
function reachableFromOtherPages(file, allowedPaths, service) {
  const others = Object.entries(pages).filter(([path]) => !allowedPaths.includes(path));
  const otherTiles = Object.entries(tileModules).filter(([owner]) => owner !== service);
  return [...others.map(([, keys]) => filesOf(keys)), filesOf(statusModules), ...otherTiles.map(([, module]) => filesOf([module]))].some((files) =>
    closure(files, { dynamic: true }).has(file),
  );
}

if (report.firstLoadKb > FIRST_LOAD_BUDGET_KB) {
  failures.push(`first load ${report.firstLoadKb.toFixed(1)} KB is over the ${FIRST_LOAD_BUDGET_KB} KB budget`);
}

console.log(`Bundle figures (gzip -9 of the built JS, ${dist}/)`);
for (const [label, kb, note = ''] of rows) console.log(`  ${label.padEnd(62)} ${kb.toFixed(1).padStart(7)} KB ${note}`);
for (const [name, result] of Object.entries(report.placement)) {
  console.log(`  ${`${name} only in its route`.padEnd(62)} ${result.ok ? '    yes' : '     NO'} (${result.chunks.join(', ') || 'none'})`);
}
const verdict = report.firstLoadKb <= FIRST_LOAD_BUDGET_KB ? 'within' : 'OVER';
console.log(`  first-load budget ${FIRST_LOAD_BUDGET_KB} KB: ${verdict} (${report.firstLoadKb.toFixed(1)} KB)`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bundle.json', JSON.stringify(report, null, 2));
if (failures.length > 0) {
  console.error(`\nBundle budget broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle budget: ok');
