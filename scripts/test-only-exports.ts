import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds the test seams left in production code: a name a production module under src/ exports
 * that only tests name. Tests reset stores through src/testing/ instead, so the app's modules
 * export only what the app uses.
 *
 * Matching is by whole word, which can only err towards "used": a production file that merely
 * mentions the name counts as a user, so a name this reports really is named by tests alone.
 */

export interface SourceFile {
  path: string;
  text: string;
}

export interface TestOnlyExport {
  file: string;
  name: string;
  usedBy: string[];
}

const TEST_FILE = /\.test\.tsx?$|\.spec\.ts$|\.tests\.ts$/;
/** Test-only code: the tests themselves, src/testing/, the e2e suite and its contract server. */
export const isTestCode = (path: string) => TEST_FILE.test(path) || path.startsWith('src/testing/') || path.startsWith('e2e/');
const isProductionModule = (path: string) => path.startsWith('src/') && !isTestCode(path);

const DECLARED = /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/gm;
const LISTED = /^export\s+\{([^}]*)\}\s*;?\s*$/gm;

/** The runtime names a module exports itself (types are not seams: they vanish at build). */
export function exportedNames(text: string): string[] {
  const names = [...text.matchAll(DECLARED)].map((match) => match[1]!);
  for (const match of text.matchAll(LISTED))
    for (const item of match[1]!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  return names;
}

export function findTestOnlyExports(files: readonly SourceFile[]): TestOnlyExport[] {
  const exported = new Map(files.map((file) => [file, isProductionModule(file.path) ? exportedNames(file.text) : []]));
  const found: TestOnlyExport[] = [];
  for (const module of files.filter((file) => isProductionModule(file.path)))
    for (const name of exported.get(module)!) {
      const word = new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}(?![\\w$])`);
      // A module that exports the same name means its own, not this one.
      const users = files.filter((file) => file !== module && !exported.get(file)!.includes(name) && word.test(file.text));
      if (users.length > 0 && users.every((file) => isTestCode(file.path))) found.push({ file: module.path, name, usedBy: users.map((file) => file.path) });
    }
  return found;
}

/** A verb that changes what a module holds: a reset, a setter, an installer of a double. */
const SEAM_NAME = /^(reset|set|clear|forget|replace|install|inject|override)[A-Z]/;

/**
 * The seams among the test-only exports: a name that changes a module's state for tests, or a
 * module only tests use at all (a test double), except a slice's shared fake data under `fake/`.
 */
export function findTestSeams(files: readonly SourceFile[]): TestOnlyExport[] {
  const testOnly = findTestOnlyExports(files);
  const onlyForTests = (file: SourceFile) => {
    const names = exportedNames(file.text);
    return names.length > 0 && names.every((name) => testOnly.some((item) => item.file === file.path && item.name === name));
  };
  const doubles = new Set(
    files.filter((file) => isProductionModule(file.path) && !file.path.includes('/fake/') && onlyForTests(file)).map((file) => file.path),
  );
  return testOnly.filter((item) => SEAM_NAME.test(item.name) || doubles.has(item.file));
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', '.git']);

function listSources(root: string, folder: string): SourceFile[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('dist') ? [] : listSources(root, path);
    return SOURCE.test(entry.name) ? [{ path, text: readFileSync(join(root, path), 'utf8') }] : [];
  });
}

/** Every source file that can name an export of src/: the app, its tests, scripts, server and deployments. */
export function repositorySources(root: string): SourceFile[] {
  const folders = ['src', 'e2e', 'scripts', 'server', 'deploy', 'bench'];
  const topLevel = readdirSync(root).filter((name) => SOURCE.test(name));
  return [...folders.flatMap((folder) => listSources(root, folder)), ...topLevel.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))];
}

if (process.argv[1] && relative(process.cwd(), process.argv[1]) === 'scripts/test-only-exports.ts') {
  const sources = repositorySources(process.cwd());
  const seams = findTestSeams(sources);
  for (const item of seams) console.log(`${item.file}: ${item.name} (named only by ${item.usedBy.join(', ')})`);
  console.log(`${seams.length} test seams in production modules`);
  console.log(`${findTestOnlyExports(sources).length} names production modules export for tests alone (seams, and pure helpers their unit tests call)`);
}
