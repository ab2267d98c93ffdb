import type { FieldDetail } from './errors.ts';

export interface ErrorBodyFields {
  code?: string;
  message?: string;
  details?: FieldDetail[];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const scalar = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : undefined);

/**
 * Reads the error bodies the upstreams are known to send (docs/upstreams.md):
 * api.data.gov `{error:{code,message}}`, Scorecard `{errors:[{error,message,parameter}]}`,
 * 0x v2 `{name,message,data:{details:[{field,reason}]}}`, gateways `{message}`,
 * GraphQL `{errors:[{message,path}]}`, pomf/file.io `{success:false,description|message}`.
 */
export function describeErrorBody(body: unknown): ErrorBodyFields | undefined {
  if (!isObject(body)) return undefined;

  if (isObject(body.error)) {
    return { code: scalar(body.error.code), message: str(body.error.message) };
  }

  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const items = body.errors.filter(isObject);
    const details = items.flatMap((item): FieldDetail[] => {
      const field = str(item.parameter) ?? str(item.field) ?? (Array.isArray(item.path) ? item.path.join('.') : undefined);
      const message = str(item.message);
      return field && message ? [{ field, message }] : [];
    });
    const first = items[0];
    const code = first ? (str(first.error) ?? scalar(isObject(first.extensions) ? first.extensions.code : undefined)) : undefined;
    return {
      code,
      message:
        items
          .map((item) => str(item.message))
          .filter(Boolean)
          .join(' · ') || undefined,
      details,
    };
  }

  if (isObject(body.data) && Array.isArray(body.data.details)) {
    const details = body.data.details.filter(isObject).flatMap((item): FieldDetail[] => {
      const field = str(item.field);
      const message = str(item.reason) ?? str(item.message);
      return field && message ? [{ field, message }] : [];
    });
    return { code: str(body.name), message: str(body.message), details };
  }

  const message = str(body.message) ?? str(body.description) ?? str(body.reason) ?? str(body.error);
  const code = str(body.name) ?? str(body.code) ?? scalar(body.errorcode);
  return message || code ? { code, message } : undefined;
}
