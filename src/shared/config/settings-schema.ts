import { z } from '../lib/zod.ts';
import { UPSTREAM_IDS, type UpstreamId } from './services.ts';

export const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Enter a full http:// or https:// address, for example https://api.example.com')
  .refine((value) => !/[?#]/.test(value), 'A base URL has no query string or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

const apiKey = z
  .string()
  .trim()
  .max(200, 'That key is too long (200 characters at most)')
  .refine((value) => !/\s/.test(value), 'A key has no spaces');

const seconds = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Enter a number of seconds' })
    .int('Use whole seconds')
    .min(min, `At least ${min} s`)
    .max(max, `At most ${max} s`);

export const REFRESH_DEFAULTS = { swapSeconds: 15, bpiSeconds: 30 } as const;
export const UPLOAD_MAX_MB_DEFAULT = 100;

const baseUrlShape = Object.fromEntries(UPSTREAM_IDS.map((id) => [id, httpUrl.optional()])) as Record<
  UpstreamId,
  z.ZodOptional<typeof httpUrl>
>;

export const settingsSchema = z.object({
  baseUrls: z.object(baseUrlShape).partial().default({}),
  collegesApiKey: apiKey.optional(),
  swapApiKey: apiKey.optional(),
  swapRefreshSeconds: seconds(5, 600).default(REFRESH_DEFAULTS.swapSeconds),
  bpiRefreshSeconds: seconds(10, 3600).default(REFRESH_DEFAULTS.bpiSeconds),
  uploadMaxMb: z.coerce
    .number({ error: 'Enter a size in MB' })
    .min(1, 'At least 1 MB')
    .max(100, 'tmpfiles.org accepts 100 MB at most')
    .default(UPLOAD_MAX_MB_DEFAULT),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});
