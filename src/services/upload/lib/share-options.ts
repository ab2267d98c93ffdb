import { useSyncExternalStore } from 'react';
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
  encrypt: z.boolean().catch(false),
  expireSeconds: z
    .number()
    .refine((value) => EXPIRY_CHOICES.some((choice) => choice.seconds === value))
    .catch(DEFAULT_EXPIRY_SECONDS),
  rememberLink: z.boolean().catch(false),
});
export type StoredShareOptions = z.infer<typeof optionsSchema>;

const DEFAULTS: StoredShareOptions = { encrypt: false, expireSeconds: DEFAULT_EXPIRY_SECONDS, rememberLink: false };
const listeners = new Set<() => void>();
let cached: StoredShareOptions | undefined;

function read(): StoredShareOptions {
  try {
    const parsed = optionsSchema.safeParse(JSON.parse(globalThis.localStorage?.getItem(SHARE_OPTIONS_KEY) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

export const getShareOptions = () => (cached ??= read());

export function setShareOptions(change: Partial<StoredShareOptions>) {
  cached = { ...getShareOptions(), ...change };
  try {
    localStorage.setItem(SHARE_OPTIONS_KEY, JSON.stringify(cached));
  } catch {
    // Storage full or blocked: the choice holds for this visit.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useShareOptions = () => useSyncExternalStore(subscribe, getShareOptions, getShareOptions);

/** Tests: read localStorage again. */
export const resetShareOptionsCache = () => {
  cached = undefined;
};

/** What one queued upload was asked to do; `password` set means a password share. */
export interface ShareRequest {
  encrypt: boolean;
  password?: string;
  expireSeconds: number;
  rememberLink: boolean;
}
