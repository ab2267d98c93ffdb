import { z } from '../lib/zod.ts';
import type { UpstreamProtocol } from '../registry/descriptor.ts';

const noSpaces = (value: string) => !/\s/.test(value);
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

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

/** A WebSocket upstream's address: `wss://`, or `ws://` only on this machine (no one else can read it there). */
export const socketUrl = z
  .string()
  .trim()
  .refine(noSpaces, { message: 'A URL has no spaces', abort: true })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'wss:' || (url.protocol === 'ws:' && isLoopback(url.hostname))) && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'Enter a full wss:// address, for example wss://ws-feed.exchange.coinbase.com (ws:// only for localhost)', abort: true },
  )
  .refine((value) => !/[?#]/.test(value), 'A base URL has no query string or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

/** How a base URL override is checked: by the protocol the upstream speaks. */
export const baseUrlSchema = (protocol: UpstreamProtocol | undefined) => (protocol === 'websocket' ? socketUrl : httpUrl);
