import { defineConfig, devices } from '@playwright/test';
import { APP, APP_PORT, DEMO, DEMO_PORT, OUT_DIR, UPSTREAM, UPSTREAM_PORT, appBuildEnv } from './e2e/environment.ts';
import { CHROMIUM_ARGS, findChromium } from './e2e/find-chromium.ts';

const CROSS_CUTTING = /(shell|security|trusted-types|offline|demo|proxy|pwa|storage-upgrade)\.spec\.ts$/;
// Specs that reset several services' upstreams (and count their requests) run alone, one after the
// other, between the service specs and the cross-cutting ones: beside a service's own spec they
// would clear the faults that spec has set.
const ROBOT = /typing-robot\.spec\.ts$/;
const DAILY_USE = /daily-use\.spec\.ts$/;
const BOARD = /board(-[a-z]+)?\.spec\.ts$/;
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: './e2e',
  // The contract server's own unit tests (`*.test.ts`) run under Vitest.
  testMatch: '**/*.spec.ts',
  // Tests within a file run in order; files run in parallel. Each service's faults are set only
  // by that service's own spec file, so parallel files never disturb each other.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, where two workers share two cores: a retried test is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  // A CI machine (2 cores, two workers, each with a browser and the servers beside them) can take
  // twice as long as a development machine: the same assertions, with more time to come true.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: [['list']],
  outputDir: `test-results/${OUT_DIR}`,
  // The app's service worker would answer requests that tests intercept with page.route: specs
  // about workers (the demo's mock worker, the app's own) allow them.
  use: { baseURL: APP, trace: 'retain-on-failure', serviceWorkers: 'block' },
  projects: [
    // Service specs first: the cross-cutting specs visit every route and would otherwise add
    // requests to the upstream logs that service specs count.
    { name: 'services', testIgnore: [CROSS_CUTTING, ROBOT, DAILY_USE, BOARD], use: browser },
    { name: 'typing-robot', testMatch: ROBOT, dependencies: ['services'], use: browser },
    { name: 'daily-use', testMatch: DAILY_USE, dependencies: ['typing-robot'], use: browser },
    { name: 'board', testMatch: BOARD, dependencies: ['daily-use'], use: browser },
    { name: 'cross-cutting', testMatch: CROSS_CUTTING, dependencies: ['board'], use: browser },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/contract-server/main.ts',
      url: `${UPSTREAM}/__control/health`,
      env: { CONTRACT_PORT: String(UPSTREAM_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The production server (server/main.ts), as `npm start` runs it. Every browser of the run
      // shares one client address, so the proxy's per-client rate limit is raised for it.
      command: `npx vite build --outDir ${OUT_DIR} --emptyOutDir && npx tsx server/main.ts --dist ${OUT_DIR}`,
      url: APP,
      env: { ...appBuildEnv, HOST: '127.0.0.1', PORT: String(APP_PORT), PROXY_RATE_LIMIT_PER_MINUTE: '6000' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    ...(!process.env.E2E_DEMO
      ? []
      : [
          {
            command: `npx vite build --mode demo --outDir ${OUT_DIR}-demo --emptyOutDir && npx tsx server/main.ts --dist ${OUT_DIR}-demo`,
            url: DEMO,
            env: { HOST: '127.0.0.1', PORT: String(DEMO_PORT) },
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]),
  ],
});
