import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

const APP_TEST_DIRS = ['src', 'scripts'];
const APP_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

/**
 * What a test file does on import that a shared worker would carry into every later file: replace
 * a module (`vi.mock`, `vi.doMock`; and a module an earlier file loaded would ignore the
 * replacement), or install an IndexedDB whose databases, and the modules that opened them, outlive
 * the file.
 */
const CHANGES_THE_WORKER = /\bvi\.(mock|doMock)\(|['"]fake-indexeddb\/auto['"]/;

/** The app's test files that run isolated, each in a worker of its own. */
function testFilesChangingTheWorker(): string[] {
  return APP_TEST_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file))
      .filter((file) => CHANGES_THE_WORKER.test(readFileSync(file, 'utf8'))),
  );
}

const isolatedTests = testFilesChangingTheWorker();

/** The app's tests: jsdom, MSW at the network boundary, the shared setup. */
const appProject = (test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  extends: true,
  test: { environment: 'jsdom', setupFiles: ['./src/testing/setup-tests.ts'], ...test },
  // graphql-language-service is CommonJS and loads graphql's CommonJS build, where Vite
  // would give the app's own imports the ES build: two copies, and graphql refuses
  // objects made by the other. One build for all, as in the browser bundle.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
});

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        restoreMocks: true,
        // Route tests render the whole app; a busy 2-core machine needs more than the 5 s default.
        testTimeout: 15_000,
        projects: [
          // One jsdom, module cache and setup import per worker rather than per file: making them
          // is most of the suite's time otherwise. The setup file still runs for each file and puts
          // back what a test changes (DOM, storage, stores, mocks, stubbed globals, timers, MSW handlers and listeners).
          appProject({ name: 'app', isolate: false, include: APP_TESTS, exclude: [...configDefaults.exclude, ...isolatedTests] }),
          appProject({ name: 'app-isolated', include: isolatedTests }),
          // The server and the deployments run under Node with real sockets: no DOM, and no MSW intercepting fetch.
          {
            extends: true,
            test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts', 'deploy/**/*.test.ts', 'e2e/contract-server/**/*.test.ts'] },
          },
        ],
      },
    }),
  ),
);
