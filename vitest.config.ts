import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        restoreMocks: true,
        // Route tests render the whole app; a busy 2-core machine needs more than the 5 s default.
        testTimeout: 15_000,
        projects: [
          {
            extends: true,
            test: {
              name: 'app',
              environment: 'jsdom',
              setupFiles: ['./src/testing/setup-tests.ts'],
              include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            },
            // graphql-language-service is CommonJS and loads graphql's CommonJS build, where Vite
            // would give the app's own imports the ES build: two copies, and graphql refuses
            // objects made by the other. One build for all, as in the browser bundle.
            resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
          },
          // The server and the deployments run under Node with real sockets: no DOM, and no MSW intercepting fetch.
          { extends: true, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts', 'deploy/**/*.test.ts'] } },
        ],
      },
    }),
  ),
);
