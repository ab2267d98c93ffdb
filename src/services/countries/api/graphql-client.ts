import { Client, fetchExchange } from 'urql';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { request } from '../../../shared/http/request.ts';
import { describeErrorBody } from '../../../shared/http/describe-error-body.ts';
import { cdnRefusalSchema, graphqlEnvelopeSchema } from './schemas.ts';

export const graphqlUrl = () => `${endpointFor('countries').base}/graphql`;

/**
 * urql's transport goes through the shared request layer, so every reply is timed out, logged
 * for the inspector and checked to be a GraphQL envelope before urql sees it. Non-2xx replies,
 * HTML pages, malformed JSON and dropped connections arrive in urql as an UpstreamError.
 */
/**
 * The CDN in front of the server (Stellate) refuses some queries itself with HTTP 400 and its code
 * in `extensions.stellate.code` (INVALID_QUERY), where the server would put `extensions.code`.
 */
const describeGraphqlError = (body: unknown) => {
  const described = describeErrorBody(body);
  const refusal = cdnRefusalSchema.safeParse(body);
  return refusal.success ? { ...described, code: refusal.data.errors[0]!.extensions.stellate.code } : described;
};

const viaRequestLayer: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const endpoint = endpointFor('countries');
  const { data, status } = await request({
    service: 'countries',
    url,
    method: 'POST',
    json: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    schema: graphqlEnvelopeSchema,
    describeError: describeGraphqlError,
    signal: init?.signal ?? undefined,
    viaProxyTo: endpoint.viaProxy ? `${endpoint.upstream}/graphql` : undefined,
  });
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
};

const clients = new Map<string, Client>();

/**
 * One client per endpoint URL, so a base URL change in Settings gets a fresh client.
 * No urql cache exchange: TanStack Query owns freshness, retries and stale data for every route.
 */
export function countriesClient(): Client {
  const url = graphqlUrl();
  let client = clients.get(url);
  if (!client) {
    client = new Client({
      url,
      exchanges: [fetchExchange],
      fetch: viaRequestLayer,
      // POST always: GET would put the whole query in the URL and the inspector.
      preferGetMethod: false,
      requestPolicy: 'network-only',
    });
    clients.set(url, client);
  }
  return client;
}
