import { describe, expect, it } from 'vitest';
import { exportedNames, findTestSeams, repositorySources } from './test-only-exports.ts';

describe('test seams', () => {
  it('are kept out of production modules: stores reset from src/testing, doubles live there', () => {
    expect(findTestSeams(repositorySources(process.cwd())).map((seam) => `${seam.file}: ${seam.name}`)).toEqual([]);
  });

  it('finds a reset only tests call and a double only tests import, and nothing the app uses', () => {
    const files = [
      { path: 'src/services/a/lib/store.ts', text: 'export const getItems = () => [];\nexport function resetItems() {}\nexport const setItems = () => {};' },
      { path: 'src/services/a/route.tsx', text: "import { getItems, setItems } from './lib/store.ts';" },
      { path: 'src/services/a/lib/store.test.ts', text: "import { getItems, resetItems } from './store.ts';" },
      { path: 'src/services/a/lib/memory-backend.ts', text: 'export const memoryBackend = () => ({});' },
      { path: 'src/services/a/fake/records.ts', text: 'export const RECORDS = [];' },
      { path: 'src/services/a/lib/use.test.ts', text: "import { memoryBackend } from './memory-backend.ts';\nimport { RECORDS } from '../fake/records.ts';" },
    ];
    expect(findTestSeams(files).map((seam) => `${seam.file}: ${seam.name}`)).toEqual([
      'src/services/a/lib/store.ts: resetItems',
      'src/services/a/lib/memory-backend.ts: memoryBackend',
    ]);
  });

  it('reads declared and listed exports, not types', () => {
    expect(
      exportedNames('export async function load() {}\nexport type Shape = {};\nconst a = 1, b = 2;\nexport { a, b as renamed };\nexport class Store {}'),
    ).toEqual(['load', 'Store', 'a', 'renamed']);
  });
});
