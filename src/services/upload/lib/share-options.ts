import { createStoredValue } from '../../../shared/lib/stored-value.ts';
import { z } from '../../../shared/lib/zod.ts';

/**
 * How the next files are shared, remembered in this browser. A password is never part of it: it
 * lives only in the page's state for the uploads it locks.
 */
export const SHARE_OPTIONS_KEY = 'dashboard.upload.options.v1';

/** tmpfiles' `expire` field, in seconds (its documented range is 60–86,400). */
export const EXPIRY_CHOICES = [
  { seconds: 3600, label: '1 hour' },
  { seconds: 6 * 3600, label: '6 hours' },
  { seconds: 24 * 3600, label: '24 hours' },
] as const;
export const DEFAULT_EXPIRY_SECONDS = 3600;

const optionsSchema = z.object({
  encrypt: z.catch(z.boolean(), false),
  expireSeconds: z.catch(z.number().check(z.refine((value) => EXPIRY_CHOICES.some((choice) => choice.seconds === value))), DEFAULT_EXPIRY_SECONDS),
  rememberLink: z.catch(z.boolean(), false),
});
export type StoredShareOptions = z.infer<typeof optionsSchema>;

/** The options, kept in step with other tabs. */
export const shareOptions = createStoredValue({
  key: SHARE_OPTIONS_KEY,
  parse: (stored) => optionsSchema.safeParse(stored).data,
  fallback: { encrypt: false, expireSeconds: DEFAULT_EXPIRY_SECONDS, rememberLink: false },
});

export const setShareOptions = (change: Partial<StoredShareOptions>) => shareOptions.write({ ...shareOptions.get(), ...change });

/** What one queued upload was asked to do; `password` set means a password share. */
export interface ShareRequest {
  encrypt: boolean;
  password?: string;
  expireSeconds: number;
  rememberLink: boolean;
}
