import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run bench`: performance figures against the production build and the local contract
 * server. Each bench prints its figures and fails only when its budget is broken.
 */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  // A trace records DOM snapshots and a screencast around every action: it would be timed too.
  use: { ...base.use, trace: 'off' },
  projects: [{ name: 'bench', use: base.projects?.[0]?.use }],
  timeout: 180_000,
  reporter: [['list']],
});
