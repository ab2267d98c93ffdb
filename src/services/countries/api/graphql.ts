import { Client, subscriptionExchange, type AnyVariables, type CombinedError, type DocumentInput, type Exchange } from 'urql';
import { endpointUrl, type Endpoint } from '../../../shared/config/endpoints.ts';
import { UpstreamError } from '../../../shared/http/errors.ts';
import { request } from '../../../shared/http/request.ts';
import { zodDetails, zodSummary } from '../../../shared/http/zod-details.ts';
import { z, type ZodType } from '../../../shared/lib/zod.ts';
import { describeGraphqlErrors, graphqlErrorSchema } from './country.ts';

/** A GraphQL reply: `data`, `errors` or both (partial data). Extra keys (extensions) pass. */
const graphqlEnvelopeSchema = z
  .looseObject({ data: z.optional(z.nullable(z.record(z.string(), z.unknown()))), errors: z.optional(z.array(graphqlErrorSchema)) })
  .check(
    z.superRefine((value, context) => {
      if (value.data === undefined && value.errors === undefined) {
        context.addIssue({ code: 'custom', path: ['data'], message: 'A GraphQL reply needs "data" or "errors"; neither arrived' });
      }
    }),
  );

const graphqlUrl = (endpoint: Endpoint) => endpointUrl(endpoint, '/graphql');

/**
 * urql's only way to the network: every operation is one POST through the shared `request()`
 * (timeout, the request inspector and its cURL line, the envelope checked by zod), and the parsed
 * envelope goes straight back to urql. A failed request (non-2xx, HTML, malformed JSON, dropped
 * connection) arrives as the UpstreamError of the result's `networkError`. Tearing the operation
 * down, or aborting the signal in its `fetchOptions`, aborts the request.
 */
const requestExchange = (endpoint: Endpoint): Exchange =>
  subscriptionExchange({
    enableAllOperations: true,
    forwardSubscription: (body, operation) => ({
      subscribe(sink) {
        const controller = new AbortController();
        let tornDown = false;
        const { fetchOptions } = operation.context;
        const caller = (typeof fetchOptions === 'function' ? fetchOptions() : fetchOptions)?.signal;
        const forwardAbort = () => controller.abort(caller?.reason);
        if (caller?.aborted) forwardAbort();
        caller?.addEventListener('abort', forwardAbort, { once: true });
        request({
          endpoint,
          path: '/graphql',
          method: 'POST',
          json: body,
          schema: graphqlEnvelopeSchema,
          describeError: describeGraphqlErrors,
          signal: controller.signal,
        })
          .then(
            ({ data }) => {
              sink.next(data);
              sink.complete();
            },
            (error: unknown) => {
              if (!tornDown) sink.error(error);
            },
          )
          .finally(() => caller?.removeEventListener('abort', forwardAbort));
        return {
          unsubscribe: () => {
            tornDown = true;
            controller.abort();
          },
        };
      },
    }),
  });

const clients = new Map<string, Client>();

/**
 * One client per use and endpoint, so a base URL change in Settings gets a fresh one. No urql
 * cache exchange in either: TanStack Query is the product's one cache (persisted across reloads),
 * and the query console shows what the server answers to each run.
 */
export function graphqlClient(endpoint: Endpoint, use: 'pages' | 'console' = 'pages'): Client {
  const id = `${use} ${endpoint.id} ${endpoint.viaProxy} ${endpoint.base}`;
  let client = clients.get(id);
  if (!client) {
    client = new Client({ url: graphqlUrl(endpoint), exchanges: [requestExchange(endpoint)], requestPolicy: 'network-only' });
    clients.set(id, client);
  }
  return client;
}

export interface GraphqlOutcome<T> {
  data: T;
  /** Errors reported next to usable data (partial data). */
  partialErrors: { message: string; path?: string }[];
}

const pathOf = (path: readonly (string | number)[] | undefined) => (path && path.length > 0 ? path.join('.') : undefined);

/** GraphQL errors with no usable data become one explained UpstreamError (kind "upstream"). */
export function graphqlErrorToUpstream(endpoint: Endpoint, error: CombinedError): Error {
  if (error.networkError) return error.networkError;
  const items = error.graphQLErrors;
  const code = items.map((item) => item.extensions?.code).find((value) => typeof value === 'string');
  return new UpstreamError({
    service: 'countries',
    kind: 'upstream',
    message: 'The GraphQL server answered with errors',
    status: 200,
    code: code as string | undefined,
    upstreamMessage: items.map((item) => item.message).join(' · '),
    details: items.map((item) => ({ field: pathOf(item.path) ?? 'query', message: item.message })),
    request: { method: 'POST', url: graphqlUrl(endpoint) },
  });
}

/** Runs one operation and settles with its result; aborting the signal aborts the request. */
export const executeOperation = <Data, Variables extends AnyVariables>(
  client: Client,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
  signal?: AbortSignal,
) => client.query(document, variables, { fetchOptions: { signal } }).toPromise();

/** Sends a typed document, validates `data` with zod, and keeps partial data with its errors. */
export async function runGraphql<Data, Variables extends AnyVariables, T>(
  endpoint: Endpoint,
  operation: { document: DocumentInput<Data, Variables>; variables: Variables; schema: ZodType<T> },
  signal?: AbortSignal,
): Promise<GraphqlOutcome<T>> {
  const result = await executeOperation(graphqlClient(endpoint), operation.document, operation.variables, signal);
  if (result.error && (result.error.networkError || result.data == null)) throw graphqlErrorToUpstream(endpoint, result.error);
  const parsed = operation.schema.safeParse(result.data);
  if (!parsed.success) {
    // Fields nulled by a reported error fail validation: the GraphQL error is the better explanation.
    if (result.error) throw graphqlErrorToUpstream(endpoint, result.error);
    throw new UpstreamError({
      service: 'countries',
      kind: 'invalid-response',
      message: zodSummary(parsed.error).replace('The reply', 'The GraphQL data'),
      status: 200,
      details: zodDetails(parsed.error).map((detail) => ({ ...detail, field: `data.${detail.field}` })),
      request: { method: 'POST', url: graphqlUrl(endpoint) },
    });
  }
  const partialErrors = (result.error?.graphQLErrors ?? []).map((item) => ({ message: item.message, path: pathOf(item.path) }));
  return { data: parsed.data, partialErrors };
}
