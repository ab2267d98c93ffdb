import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const manifest = {
  name: 'Seven-service dashboard',
  short_name: 'Dashboard',
  description: 'Colleges, jobs, swap quotes, file sharing, countries, the bitcoin price and coffee pictures in one fast dashboard.',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  background_color: '#fafafa',
  theme_color: '#4338ca',
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The web app manifest and the service worker (`/sw.js`, built from src/sw/sw.ts with Workbox):
 * it precaches the shell, every page's code and HTML, and the icons. The app registers it itself
 * (src/app/pwa/), after the first paint. Demo builds keep their mock worker and ship a `/sw.js`
 * that unregisters itself, so a browser that had the normal build's worker on this origin drops it.
 */
export function appServiceWorker(options: { demo: boolean }): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    selfDestroying: options.demo,
    manifest,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['mockServiceWorker.js', 'server-config.json'],
    },
  });
}
