import type { Endpoint, QueryValue } from '../../../shared/config/endpoints.ts';
import type { FieldDetail } from '../../../shared/http/errors.ts';
import { requestJson, type ErrorBodyReader } from '../../../shared/http/request.ts';
import type { ZodType } from '../../../shared/lib/zod.ts';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** 0x v2 errors: `{name, message, data: {zid, details: [{field, reason}]}}`; gateways answer `{message}` (the generic reader). */
export const describeZeroExError: ErrorBodyReader = (body) => {
  if (!isObject(body) || !isObject(body.data) || !Array.isArray(body.data.details)) return undefined;
  const details = body.data.details.filter(isObject).flatMap((item): FieldDetail[] => {
    const field = text(item.field);
    const message = text(item.reason) ?? text(item.message);
    return field && message ? [{ field, message }] : [];
  });
  return { code: text(body.name), message: text(body.message), details };
};

/** A GET to 0x: it requires `0x-version: v2`; a personal key goes in a header, never in the URL. */
export const zeroExRequest = <T>(endpoint: Endpoint, path: string, query: Readonly<Record<string, QueryValue>>, schema: ZodType<T>, signal?: AbortSignal) =>
  requestJson({
    endpoint,
    path,
    query,
    headers: { '0x-version': 'v2', ...(endpoint.key ? { '0x-api-key': endpoint.key } : {}) },
    schema,
    signal,
    describeError: describeZeroExError,
  });
