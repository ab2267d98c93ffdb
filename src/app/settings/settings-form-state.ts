import type { ZodError } from '../../shared/lib/zod.ts';
import { fieldSchema } from '../../shared/config/setting-fields.ts';
import { buildConfig } from '../../shared/config/env.ts';
import { baseUrlSchema } from '../../shared/config/settings-schema.ts';
import type { StoredSettings } from '../../shared/config/settings-store.ts';
import type { SettingField } from '../../shared/registry/descriptor.ts';

/** The form keeps every value as typed text; the fields' schemas decide what it means. */
export interface FormValues {
  baseUrls: Record<string, string>;
  values: Record<string, string>;
}

export type FormErrors = Partial<Record<string, string>>;

/** Error keys: `baseUrls.<upstream id>` and `values.<field key>`. */
export const baseUrlErrorKey = (upstreamId: string) => `baseUrls.${upstreamId}`;
export const fieldErrorKey = (field: SettingField) => `values.${field.key}`;

export function toFormValues(settings: StoredSettings, upstreamIds: readonly string[], fields: readonly SettingField[]): FormValues {
  return {
    baseUrls: Object.fromEntries(upstreamIds.map((id) => [id, settings.baseUrls[id] ?? ''])),
    values: Object.fromEntries(fields.map((field) => [field.key, settings.values[field.key] === undefined ? '' : String(settings.values[field.key])])),
  };
}

const firstMessage = (error: ZodError) => error.issues[0]?.message ?? 'Not valid';

/** http(s) for most upstreams; wss:// (ws:// on localhost) for a WebSocket one. */
const urlSchemaOf = (upstreamId: string) => baseUrlSchema(buildConfig.upstreams[upstreamId]?.protocol);

/** An empty field means the default, so it is valid and left out of what is saved. */
export function parseForm(values: FormValues, fields: readonly SettingField[]): { settings: StoredSettings } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const settings: StoredSettings = { baseUrls: {}, values: {} };
  for (const [id, url] of Object.entries(values.baseUrls)) {
    if (!url.trim()) continue;
    const parsed = urlSchemaOf(id).safeParse(url);
    if (parsed.success) settings.baseUrls[id] = parsed.data;
    else errors[baseUrlErrorKey(id)] = firstMessage(parsed.error);
  }
  for (const field of fields) {
    const text = values.values[field.key] ?? '';
    if (!text.trim()) continue;
    const parsed = fieldSchema(field).safeParse(text);
    if (parsed.success) settings.values[field.key] = parsed.data;
    else errors[fieldErrorKey(field)] = firstMessage(parsed.error);
  }
  return Object.keys(errors).length > 0 ? { errors } : { settings };
}

/** Whether a base URL the form would accept is one the page's CSP blocks; an invalid URL gets its own error instead. */
export function blockedByCsp(upstreamId: string, url: string, allowed: readonly string[] | undefined): boolean {
  if (!allowed || !url.trim()) return false;
  const parsed = urlSchemaOf(upstreamId).safeParse(url);
  return parsed.success && !allowed.includes(new URL(parsed.data).origin);
}
