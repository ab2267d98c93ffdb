import type { z } from '../../shared/lib/zod.ts';
import { UPSTREAM_IDS, type UpstreamId } from '../../shared/config/services.ts';
import { settingsSchema, type Settings } from '../../shared/config/settings-schema.ts';

/** The form keeps every value as typed text; the schema decides what it means. */
export type FormValues = {
  baseUrls: Record<UpstreamId, string>;
  collegesApiKey: string;
  swapApiKey: string;
  swapRefreshSeconds: string;
  bpiRefreshSeconds: string;
  uploadMaxMb: string;
};

export type FormErrors = Partial<Record<string, string>>;

export function toFormValues(settings: Settings): FormValues {
  return {
    baseUrls: Object.fromEntries(UPSTREAM_IDS.map((id) => [id, settings.baseUrls[id] ?? ''])) as Record<UpstreamId, string>,
    collegesApiKey: settings.collegesApiKey ?? '',
    swapApiKey: settings.swapApiKey ?? '',
    swapRefreshSeconds: String(settings.swapRefreshSeconds),
    bpiRefreshSeconds: String(settings.bpiRefreshSeconds),
    uploadMaxMb: String(settings.uploadMaxMb),
  };
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

export function parseForm(values: FormValues): { settings: Settings } | { errors: FormErrors } {
  const input = {
    baseUrls: Object.fromEntries(
      Object.entries(values.baseUrls).flatMap(([id, url]) => (url.trim() ? [[id, url]] : [])),
    ),
    collegesApiKey: blankToUndefined(values.collegesApiKey),
    swapApiKey: blankToUndefined(values.swapApiKey),
    swapRefreshSeconds: values.swapRefreshSeconds,
    bpiRefreshSeconds: values.bpiRefreshSeconds,
    uploadMaxMb: values.uploadMaxMb,
  };
  const result = settingsSchema.safeParse(input);
  if (result.success) return { settings: result.data };
  return { errors: errorsByField(result.error) };
}

function errorsByField(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Origins the page's Content-Security-Policy lets it connect to, or undefined when there is none. */
export function cspConnectOrigins(doc: Document = document): string[] | undefined {
  const content = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
  const directive = content?.split(';').map((part) => part.trim()).find((part) => part.startsWith('connect-src'));
  return directive?.split(/\s+/).slice(1);
}
