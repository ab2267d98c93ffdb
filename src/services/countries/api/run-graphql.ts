import type { AnyVariables, CombinedError, DocumentInput, OperationResult } from 'urql';
import type { ZodType } from '../../../shared/lib/zod.ts';
import { UpstreamError } from '../../../shared/http/errors.ts';
import { zodDetails, zodSummary } from '../../../shared/http/zod-details.ts';
import { countriesClient, graphqlUrl } from './graphql-client.ts';

export interface GraphqlOutcome<T> {
  data: T;
  /** Errors reported next to usable data (partial data). */
  partialErrors: { message: string; path?: string }[];
}

/** Runs one operation through urql and settles with its first result; aborting tears it down. */
export function executeOperation<Data, Variables extends AnyVariables>(
  document: DocumentInput<Data, Variables>,
  variables: Variables,
  signal?: AbortSignal,
): Promise<OperationResult<Data, Variables>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let settled = false;
    // A holder, not a const: the callback may run synchronously, before subscribe() returns.
    const active: { subscription?: { unsubscribe(): void } } = {};
    const onAbort = () => {
      active.subscription?.unsubscribe();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    // Unsubscribing after the first result matters: urql shares a still-active operation
    // with the next identical one, which would replay this (possibly failed) result.
    const subscription = countriesClient()
      .query(document, variables)
      .subscribe((result) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
        active.subscription?.unsubscribe();
      });
    active.subscription = subscription;
    if (settled) subscription.unsubscribe();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const pathOf = (path: readonly (string | number)[] | undefined) => (path && path.length > 0 ? path.join('.') : undefined);

/** GraphQL errors with no usable data become one explained UpstreamError (kind "upstream"). */
export function graphqlErrorToUpstream(error: CombinedError): Error {
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
    request: { method: 'POST', url: graphqlUrl() },
  });
}

/** Sends a typed document, validates `data` with zod, and keeps partial data with its errors. */
export async function runGraphql<Data, Variables extends AnyVariables, T>(
  document: DocumentInput<Data, Variables>,
  variables: Variables,
  schema: ZodType<T>,
  signal?: AbortSignal,
): Promise<GraphqlOutcome<T>> {
  const result = await executeOperation(document, variables, signal);
  if (result.error && (result.error.networkError || result.data == null)) throw graphqlErrorToUpstream(result.error);
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) {
    // Fields nulled by a reported error fail validation: the GraphQL error is the better explanation.
    if (result.error) throw graphqlErrorToUpstream(result.error);
    throw new UpstreamError({
      service: 'countries',
      kind: 'invalid-response',
      message: zodSummary(parsed.error).replace('The reply', 'The GraphQL data'),
      status: 200,
      details: zodDetails(parsed.error).map((detail) => ({ ...detail, field: `data.${detail.field}` })),
      request: { method: 'POST', url: graphqlUrl() },
    });
  }
  const partialErrors = (result.error?.graphQLErrors ?? []).map((item) => ({ message: item.message, path: pathOf(item.path) }));
  return { data: parsed.data, partialErrors };
}
