import type { ZodType } from '../lib/zod.ts';
import { describeErrorBody, type ErrorBodyFields } from './describe-error-body.ts';
import { parseRetryAfter, proxyFailureCode, type UpstreamErrorInit } from './errors.ts';
import { maskText } from './mask.ts';
import { htmlSummary, type ReadBody } from './read-body.ts';
import { zodDetails, zodSummary } from './zod-details.ts';

/** A slice's reader of its upstream's error body (the slice's api declares it); the generic reader is the fallback. */
export type ErrorBodyReader = (body: unknown, status: number) => ErrorBodyFields | undefined;

/** What the transport needs of a reply, whether fetch or XHR received it. */
export interface Reply {
  status: number;
  body: ReadBody;
  headers: Headers;
}

export interface ReplyReading<T> {
  schema: ZodType<T>;
  describeError?: ErrorBodyReader;
  /** Finds an error reported inside a 2xx reply (GraphQL `errors`, `success: false`...). */
  inBandError?: (body: unknown) => ErrorBodyFields | undefined;
  secrets: readonly string[];
}

/** An UpstreamError's fields before the transport adds the service and the request. */
export type Failure = Omit<UpstreamErrorInit, 'service' | 'request'>;

const RAW_LIMIT = 2000;

const isOk = (status: number) => status >= 200 && status < 300;
const rawOf = (body: ReadBody, secrets: readonly string[]) => (body.text ? maskText(body.text.slice(0, RAW_LIMIT), secrets) : undefined);

/** A non-2xx reply as one failure: the slice's reader, then the generic one, HTML titles and plain text. */
export function httpFailure(reply: Reply, describeError: ErrorBodyReader | undefined, secrets: readonly string[]): Failure {
  const { body, status } = reply;
  const described =
    body.kind === 'json'
      ? (describeError?.(body.value, status) ?? describeErrorBody(body.value))
      : body.kind === 'html'
        ? { message: htmlSummary(body.text) || undefined }
        : body.kind === 'text'
          ? { message: body.text.slice(0, 200) }
          : undefined;
  return {
    kind: status === 429 ? 'rate-limited' : 'http',
    message: `HTTP ${status}${body.kind === 'html' ? ' (an HTML error page)' : ''}`,
    status,
    code: proxyFailureCode(reply.headers) ?? described?.code,
    upstreamMessage: described?.message && maskText(described.message, secrets),
    details: described?.details,
    retryAfterMs: parseRetryAfter(reply.headers.get('retry-after')),
    rawBody: rawOf(body, secrets),
  };
}

/** Reads a reply as the caller's schema says, or says exactly why it cannot. */
export function readReply<T>(reply: Reply, reading: ReplyReading<T>): { data: T } | { failure: Failure } {
  const { body, status } = reply;
  if (!isOk(status)) return { failure: httpFailure(reply, reading.describeError, reading.secrets) };
  const rawBody = rawOf(body, reading.secrets);

  if (body.kind === 'html' || body.kind === 'malformed-json' || body.kind === 'text') {
    const message =
      body.kind === 'html'
        ? 'The service answered with an HTML page instead of JSON'
        : body.kind === 'malformed-json'
          ? `The reply is not valid JSON (${body.reason})`
          : 'The reply is plain text, not JSON';
    return { failure: { kind: 'invalid-response', message, status, rawBody } };
  }

  const value = body.kind === 'json' ? body.value : undefined;
  const inBand = reading.inBandError?.(value);
  if (inBand) {
    return {
      failure: {
        kind: 'upstream',
        message: inBand.message ?? 'The service reported an error',
        status,
        code: inBand.code,
        upstreamMessage: inBand.message,
        details: inBand.details,
        rawBody,
      },
    };
  }

  const parsed = reading.schema.safeParse(value);
  if (!parsed.success) {
    return {
      failure: {
        kind: 'invalid-response',
        message: body.kind === 'empty' ? 'The service sent an empty reply' : zodSummary(parsed.error),
        status,
        details: zodDetails(parsed.error),
        rawBody,
      },
    };
  }
  return { data: parsed.data };
}
