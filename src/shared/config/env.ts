import { resolveBuildConfig } from './defaults.ts';

// Each variable is named statically so Vite can inline it at build time.
export const buildConfig = resolveBuildConfig({
  VITE_COLLEGES_BASE_URL: import.meta.env.VITE_COLLEGES_BASE_URL,
  VITE_JOBS_BASE_URL: import.meta.env.VITE_JOBS_BASE_URL,
  VITE_SWAP_BASE_URL: import.meta.env.VITE_SWAP_BASE_URL,
  VITE_UPLOAD_BASE_URL: import.meta.env.VITE_UPLOAD_BASE_URL,
  VITE_COUNTRIES_BASE_URL: import.meta.env.VITE_COUNTRIES_BASE_URL,
  VITE_BPI_BASE_URL: import.meta.env.VITE_BPI_BASE_URL,
  VITE_BPI_FALLBACK_BASE_URL: import.meta.env.VITE_BPI_FALLBACK_BASE_URL,
  VITE_COFFEE_BASE_URL: import.meta.env.VITE_COFFEE_BASE_URL,
  VITE_COLLEGES_VIA_PROXY: import.meta.env.VITE_COLLEGES_VIA_PROXY,
  VITE_JOBS_VIA_PROXY: import.meta.env.VITE_JOBS_VIA_PROXY,
  VITE_SWAP_VIA_PROXY: import.meta.env.VITE_SWAP_VIA_PROXY,
  VITE_UPLOAD_VIA_PROXY: import.meta.env.VITE_UPLOAD_VIA_PROXY,
  VITE_COUNTRIES_VIA_PROXY: import.meta.env.VITE_COUNTRIES_VIA_PROXY,
  VITE_BPI_VIA_PROXY: import.meta.env.VITE_BPI_VIA_PROXY,
  VITE_COFFEE_VIA_PROXY: import.meta.env.VITE_COFFEE_VIA_PROXY,
  VITE_COLLEGES_API_KEY: import.meta.env.VITE_COLLEGES_API_KEY,
  VITE_HTTP_TIMEOUT_MS: import.meta.env.VITE_HTTP_TIMEOUT_MS,
  VITE_HTTP_RETRY_BASE_MS: import.meta.env.VITE_HTTP_RETRY_BASE_MS,
});

export const isDemoMode = import.meta.env.VITE_MSW === '1';
