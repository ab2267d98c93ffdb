import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repositorySources } from './test-only-exports.ts';

/**
 * No production module imports itself back through others, types included: a reader follows a
 * request from the page down to `fetch` without coming back up, and a module can be read (and
 * moved to another chunk) without the ones that import it.
 */
type Sources = { path: string; text: string }[];

const isProduction = (path: string) => path.startsWith('src/') && /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

/** Each module's relative imports (static, dynamic and type-only), as repository paths. */
function importGraph(files: Sources): Map<string, string[]> {
  const known = new Set(files.map((file) => file.path));
  return new Map(
    files.map((file) => {
      const imported = ts
        .preProcessFile(file.text, true, true)
        .importedFiles.map((item) => item.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => posix.join(posix.dirname(file.path), name))
        .filter((path) => known.has(path));
      return [file.path, imported];
    }),
  );
}

/** The groups of modules that reach each other (strongly connected components of more than one). */
function importCycles(files: Sources): string[][] {
  const graph = importGraph(files.filter((file) => isProduction(file.path)));
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (module: string) => {
    order.set(module, order.size);
    lowest.set(module, order.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(module, Math.min(lowest.get(module)!, order.get(next)!));
    }
    if (lowest.get(module) !== order.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return cycles;
}

describe('import cycles', () => {
  it('no production module reaches itself through its imports', () => {
    expect(importCycles(repositorySources(process.cwd()))).toEqual([]);
  });

  it('finds a cycle through a type-only import, and ignores tests', () => {
    const files = [
      { path: 'src/services/a/api/graphql.ts', text: "import type { Support } from './country.ts';\nexport const send = 1;" },
      { path: 'src/services/a/api/country.ts', text: "import { send } from './graphql.ts';\nexport type Support = boolean;" },
      { path: 'src/services/a/api/list.ts', text: "import { send } from './graphql.ts';" },
      { path: 'src/services/a/api/list.test.ts', text: "import './list.ts';" },
      { path: 'src/services/a/lib/x.ts', text: "export const lazy = () => import('./y.ts');" },
      { path: 'src/services/a/lib/y.ts', text: "import { lazy } from './x.ts';" },
    ];
    expect(importCycles(files)).toEqual([
      ['src/services/a/api/country.ts', 'src/services/a/api/graphql.ts'],
      ['src/services/a/lib/x.ts', 'src/services/a/lib/y.ts'],
    ]);
  });
});
