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
          },
          // The server runs under Node with real sockets: no DOM, and no MSW intercepting fetch.
          { extends: true, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] } },
        ],
      },
    }),
  ),
);
