import type { BuildConfig } from '../registry/build-config.ts';

/** vite.config.ts resolves it from the service registry and the VITE_* variables, and defines it. */
declare const __BUILD_CONFIG__: BuildConfig;

export const buildConfig: BuildConfig = __BUILD_CONFIG__;

export const isDemoMode = import.meta.env.VITE_MSW === '1';
