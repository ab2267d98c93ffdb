import { z } from '../lib/zod.ts';

export const httpUrl = z
  .string()
  .trim()
  // Checked before parsing: Chromium's URL parser turns a space in the host into %20 and accepts it.
  .refine((value) => !/\s/.test(value), { message: 'A URL has no spaces', abort: true })
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
