import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run bench`: performance figures against the production build and the local contract
 * server. Each bench prints its figures and fails only when its budget (design.md §7) is broken.
 */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  projects: [{ name: 'bench', use: base.projects?.[0]?.use }],
  timeout: 180_000,
  reporter: [['list']],
});
