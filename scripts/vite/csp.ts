import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import type { BuildConfig } from '../../src/shared/config/defaults.ts';
import { SERVICE_IDS } from '../../src/shared/config/services.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};
const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** Hosts of the token logos shipped with the swap route's token list. */
function tokenLogoOrigins(): string[] {
  try {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@uniswap/default-token-list');
    const list = JSON.parse(readFileSync(path, 'utf8')) as { tokens: { logoURI?: string }[] };
    return unique(list.tokens.map((token) => (token.logoURI?.startsWith('https://') ? originOf(token.logoURI) : undefined)));
  } catch {
    return [];
  }
}

/** Builds the Content-Security-Policy from the configured upstreams (design.md §5). */
export function contentSecurityPolicy(config: BuildConfig): string {
  const direct = SERVICE_IDS.filter((id) => !config.viaProxy[id]).map((id) => originOf(config.baseUrls[id]));
  const connect = unique(["'self'", ...direct, originOf(config.baseUrls.bpiFallback)]);
  // Coffee images load cross-origin as <img>, whichever way the JSON travels.
  const images = unique(["'self'", 'data:', 'blob:', originOf(config.baseUrls.coffee), ...tokenLogoOrigins()]);
  return [
    "default-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `img-src ${images.join(' ')}`,
    "script-src 'self'",
    "style-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function cspPlugin(config: BuildConfig): Plugin {
  return {
    name: 'dashboard-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(config) }, injectTo: 'head-prepend' },
    ],
  };
}
