import type { BuildConfig } from '../registry/build-config.ts';

/** vite.config.ts resolves it from the service registry and the VITE_* variables, and defines it. */
declare const __BUILD_CONFIG__: BuildConfig;

export const buildConfig: BuildConfig = __BUILD_CONFIG__;

/**
 * A demo build (`--mode demo`, `.env.demo`): every upstream is answered in the page by the mocks.
 * Code that only one kind of build carries (the demo's start, the demo gate's calls and the coffee
 * demo download; the app's own service worker, which demo builds leave out) tests
 * `import.meta.env.VITE_MSW === '1'` itself instead: the bundler folds that in place and drops
 * the code, where an imported constant would leave it, and the chunks it imports, in every build.
 */
export const isDemoMode = import.meta.env.VITE_MSW === '1';
