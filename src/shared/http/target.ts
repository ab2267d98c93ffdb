import { endpointUrl, type Endpoint, type QueryValue } from '../config/endpoints.ts';

/** Where a request goes: a resolved endpoint and a path under its base (`/schools`), with its query. */
export interface EndpointTarget {
  endpoint: Endpoint;
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
}

export interface ResolvedTarget {
  /** The upstream id the request log and the error name. */
  service: string;
  url: string;
  /** Upstream URL the proxy forwards to, for the request inspector. */
  viaProxyTo?: string;
  /** Values masked wherever they would be shown: the endpoint's key and the caller's own. */
  secrets: string[];
}

export function resolveTarget(target: EndpointTarget, secrets: readonly string[] = []): ResolvedTarget {
  const { endpoint, path } = target;
  return {
    service: endpoint.id,
    url: endpointUrl(endpoint, path, target.query),
    // The path without its query: the query may carry the key.
    viaProxyTo: endpoint.viaProxy ? `${endpoint.upstream}${path.split('?')[0]}` : undefined,
    secrets: endpoint.key ? [endpoint.key, ...secrets] : [...secrets],
  };
}
