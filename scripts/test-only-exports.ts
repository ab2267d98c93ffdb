import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * Finds what production modules under src/ export for tests alone: a name no production file
 * names. Such a name is either private (its tests go through the functions the app calls) or test
 * support, which lives in src/testing/. A slice's fake upstream (`fake/`) is production code for
 * the demo build: a name it uses itself, in a module the app imports, is what the demo serves, and
 * tests and the contract server may check against the same answers.
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

const escaped = (name: string) => name.replaceAll('$', '\\$');
const wordPattern = (name: string) => new RegExp(`(?<![\\w$])${escaped(name)}(?![\\w$])`, 'g');
const mentions = (text: string, name: string) => text.match(wordPattern(name))?.length ?? 0;
/**
 * An app file that declares the name itself (a local, or its own export) means its own by it, not
 * another module's. Only src/ is read so: a script that writes code holds declarations as text.
 */
const declarationPattern = (name: string) => new RegExp(`(?:^|[^\\w$.])(?:const|let|var|function\\*?|class|enum)\\s+${escaped(name)}(?![\\w$])`);

const FAKE_UPSTREAM = /^src\/services\/[^/]+\/fake\//;
const RELATIVE_PATH = /['"](\.{1,2}\/[^'"\s]+)['"]/g;

/** The files production code names by a relative path: what it imports, and the demo modules a descriptor names. */
function namedByProduction(production: readonly SourceFile[]): Set<string> {
  return new Set(production.flatMap((file) => [...file.text.matchAll(RELATIVE_PATH)].map((match) => posix.join(posix.dirname(file.path), match[1]!))));
}

/** True when `name`, exported by a slice's fake upstream that the app loads, is used by that module itself. */
function servesDemo(module: SourceFile, name: string, loaded: ReadonlySet<string>): boolean {
  if (!FAKE_UPSTREAM.test(module.path) || !loaded.has(module.path)) return false;
  // One mention declares it (two when a list exports a local): any more is a use.
  const listed = [...module.text.matchAll(LISTED)].some((match) => mentions(match[1]!, name) > 0);
  return mentions(module.text, name) > (listed ? 2 : 1);
}

export function findTestOnlyExports(files: readonly SourceFile[]): TestOnlyExport[] {
  const exported = new Map(files.map((file) => [file, isProductionModule(file.path) ? exportedNames(file.text) : []]));
  const production = files.filter((file) => isProductionModule(file.path));
  const loaded = namedByProduction(production);
  const found: TestOnlyExport[] = [];
  for (const module of production)
    for (const name of exported.get(module)!) {
      const word = new RegExp(wordPattern(name).source);
      const declaration = declarationPattern(name);
      const users = files.filter(
        (file) =>
          file !== module && word.test(file.text) && !exported.get(file)!.includes(name) && !(file.path.startsWith('src/') && declaration.test(file.text)),
      );
      if (users.length > 0 && users.every((file) => isTestCode(file.path)) && !servesDemo(module, name, loaded))
        found.push({ file: module.path, name, usedBy: users.map((file) => file.path) });
    }
  return found;
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
  const found = findTestOnlyExports(repositorySources(process.cwd()));
  for (const item of found) console.log(`${item.file}: ${item.name} (named only by ${item.usedBy.join(', ')})`);
  console.log(`${found.length} names production modules export for tests alone`);
}
