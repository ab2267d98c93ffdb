import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './msw/node.ts';
import { resetStores } from './reset-stores.ts';

// findBy/waitFor give up after 3 s rather than 1 s: a loaded 2-core CI machine renders slowly,
// and a passing test never waits for the limit.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // A console.error in a test is a bug the test did not look for.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
  vi.restoreAllMocks();
});
// Test files share a worker (vitest.config.ts): what one file set up for all its tests ends with it,
// and the next file starts with the blank document of a new jsdom.
afterAll(() => {
  server.events.removeAllListeners();
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
});
