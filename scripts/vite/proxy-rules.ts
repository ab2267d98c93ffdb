import type { ProxiedUpstream } from '../../server/config.ts';
import type { ServiceDescriptor } from '../../src/shared/registry/descriptor.ts';

export type ProxyRules = Omit<ProxiedUpstream, 'id' | 'target'>;

/**
 * What /proxy/<upstream id>/... forwards, per upstream, from each slice's descriptor: its
 * allowlist (anchored here), its server-side secret and its limits. Nothing else is forwarded.
 */
export function proxyRulesFrom(services: readonly ServiceDescriptor[]): Record<string, ProxyRules> {
  return Object.fromEntries(
    services
      .flatMap((service) => service.upstreams)
      // The browser opens a WebSocket upstream itself; the proxy never forwards to it.
      .filter((upstream) => upstream.protocol !== 'websocket')
      .map((upstream) => [
        upstream.id,
        {
          allow: upstream.proxyAllow.map(({ method, path }) => ({ method, path: `^${path}$` })),
          ...(upstream.serverSecret && { secret: { ...upstream.serverSecret } }),
          ...(upstream.proxyTimeoutMs && { timeoutMs: upstream.proxyTimeoutMs }),
          ...(upstream.proxyMaxRequestBytes && { maxRequestBytes: upstream.proxyMaxRequestBytes }),
          ...(upstream.proxyMaxResponseBytes && { maxResponseBytes: upstream.proxyMaxResponseBytes }),
        },
      ]),
  );
}
