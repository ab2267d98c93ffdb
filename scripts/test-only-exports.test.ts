import { describe, expect, it } from 'vitest';
import { exportedNames, findTestOnlyExports, repositorySources } from './test-only-exports.ts';

const found = (files: { path: string; text: string }[]) => findTestOnlyExports(files).map((item) => `${item.file}: ${item.name}`);

describe('exports only tests use', () => {
  it('are none: production modules export what the app uses, tests reach the rest through it, test support lives in src/testing', () => {
    expect(found(repositorySources(process.cwd()))).toEqual([]);
  });

  it('finds a reset only tests call, a double only tests import and a pure helper only its unit test calls, and nothing the app uses', () => {
    const files = [
      { path: 'src/services/a/lib/store.ts', text: 'export const getItems = () => [];\nexport function resetItems() {}\nexport const setItems = () => {};' },
      { path: 'src/services/a/route.tsx', text: "import { getItems, setItems } from './lib/store.ts';\nimport { formatTotal } from './lib/total.ts';" },
      { path: 'src/services/a/lib/store.test.ts', text: "import { getItems, resetItems } from './store.ts';" },
      { path: 'src/services/a/lib/memory-backend.ts', text: 'export const memoryBackend = () => ({});' },
      { path: 'src/services/a/lib/use.test.ts', text: "import { memoryBackend } from './memory-backend.ts';" },
      {
        path: 'src/services/a/lib/total.ts',
        text: 'export const roundCents = (value: number) => Math.round(value * 100) / 100;\nexport const formatTotal = (value: number) => `${roundCents(value)} €`;',
      },
      { path: 'src/services/a/lib/total.test.ts', text: "import { formatTotal, roundCents } from './total.ts';" },
    ];
    expect(found(files)).toEqual([
      'src/services/a/lib/store.ts: resetItems',
      'src/services/a/lib/memory-backend.ts: memoryBackend',
      'src/services/a/lib/total.ts: roundCents',
    ]);
  });

  it('lets tests share what a loaded fake upstream serves the demo, and nothing else there', () => {
    const files = [
      { path: 'src/services/a/service.ts', text: "export const service = { demo: { module: './fake/mocks.ts' } };" },
      {
        path: 'src/services/a/fake/mocks.ts',
        text: 'export const RECORDS = [];\nexport const recordsPage = (page: number) => RECORDS.slice(page);\nexport const handlers = [recordsPage(0)];\nexport const emptyReply = () => ({});',
      },
      {
        path: 'src/services/a/fake/fixtures.ts',
        text: 'const ok = () => ({});\nexport const scripted = () => ok();\nexport const failing = () => scripted();',
      },
      {
        path: 'src/services/a/route.test.tsx',
        text: "import { emptyReply, recordsPage, RECORDS } from './fake/mocks.ts';\nimport { failing, scripted } from './fake/fixtures.ts';",
      },
      { path: 'src/app/handlers.ts', text: 'handlers' },
    ];
    // recordsPage and RECORDS are the demo's answers; emptyReply is named by tests alone; nothing
    // the app loads imports fixtures.ts, so its in-module uses do not count.
    expect(found(files)).toEqual([
      'src/services/a/fake/mocks.ts: emptyReply',
      'src/services/a/fake/fixtures.ts: scripted',
      'src/services/a/fake/fixtures.ts: failing',
    ]);
  });

  it('is not hidden by an app file’s own binding of the same name, and counts a script that writes the name', () => {
    const files = [
      { path: 'src/services/a/lib/store.ts', text: "export const STORAGE_KEY = 'a.v1';\nexport const read = () => localStorage.getItem(STORAGE_KEY);" },
      { path: 'src/services/b/lib/store.ts', text: "const STORAGE_KEY = 'b.v1';\nexport const readB = () => localStorage.getItem(STORAGE_KEY);" },
      { path: 'src/generated/places.ts', text: 'export const UNPLACED = [];' },
      { path: 'scripts/places.ts', text: 'write(`export const UNPLACED = ${list};`);' },
      { path: 'src/app/route.tsx', text: "import { read } from '../services/a/lib/store.ts';\nimport { readB } from '../services/b/lib/store.ts';" },
      { path: 'src/services/a/lib/store.test.ts', text: "import { STORAGE_KEY } from './store.ts';\nimport { UNPLACED } from '../../../generated/places.ts';" },
    ];
    expect(found(files)).toEqual(['src/services/a/lib/store.ts: STORAGE_KEY']);
  });

  it('reads declared and listed exports, not types', () => {
    expect(
      exportedNames('export async function load() {}\nexport type Shape = {};\nconst a = 1, b = 2;\nexport { a, b as renamed };\nexport class Store {}'),
    ).toEqual(['load', 'Store', 'a', 'renamed']);
  });
});
