import type { Plugin } from 'vite';
import type { ServiceDescriptor } from '../../src/shared/registry/descriptor.ts';
import type { BuildConfig } from '../../src/shared/registry/build-config.ts';
import { TRUSTED_TYPE_POLICIES } from '../../src/shared/lib/trusted-types.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};
const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/**
 * The Content-Security-Policy of the built pages, from the registry: the browser connects to its
 * own origin and to every upstream it calls directly (not proxied), and shows images from the
 * upstreams that serve them and the origins slices declare. Trusted Types are enforced: a string
 * reaches an HTML or script sink only through the policies src/shared/lib/trusted-types.ts names.
 */
export function contentSecurityPolicy(services: readonly ServiceDescriptor[], config: BuildConfig): string {
  const upstreams = services.flatMap((service) => service.upstreams);
  const baseUrlOf = (id: string) => config.upstreams[id]!.baseUrl;
  const connect = unique(["'self'", ...upstreams.filter(({ id }) => !config.upstreams[id]!.viaProxy).map(({ id }) => originOf(baseUrlOf(id)))]);
  const images = unique([
    "'self'",
    'data:',
    'blob:',
    ...upstreams.filter((upstream) => upstream.servesImages).map(({ id }) => originOf(baseUrlOf(id))),
    ...upstreams.flatMap((upstream) => upstream.imageOrigins ?? []),
  ]);
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
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPE_POLICIES.join(' ')}`,
  ].join('; ');
}

export function cspPlugin(csp: string): Plugin {
  return {
    name: 'dashboard-csp',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: csp }, injectTo: 'head-prepend' }],
  };
}
