import type { FieldDetail } from './errors.ts';

export interface ErrorBodyFields {
  code?: string;
  message?: string;
  details?: FieldDetail[];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The generic reader, used when a slice's own reader (passed to request() as `describeError`)
 * finds nothing: a top-level `{message, code|name}` or `{error: "..."}`, and the errors list of
 * the GraphQL-over-HTTP spec `{errors:[{message, path, extensions:{code}}]}`. An upstream's own
 * forms are read by its slice.
 */
export function describeErrorBody(body: unknown): ErrorBodyFields | undefined {
  if (!isObject(body)) return undefined;

  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const items = body.errors.filter(isObject);
    const details = items.flatMap((item): FieldDetail[] => {
      const field = Array.isArray(item.path) ? item.path.join('.') : undefined;
      const message = str(item.message);
      return field && message ? [{ field, message }] : [];
    });
    const first = items[0];
    return {
      code: first && isObject(first.extensions) ? str(first.extensions.code) : undefined,
      message:
        items
          .map((item) => str(item.message))
          .filter(Boolean)
          .join(' · ') || undefined,
      details,
    };
  }

  const message = str(body.message) ?? str(body.error);
  const code = str(body.code) ?? str(body.name);
  return message || code ? { code, message } : undefined;
}
