import { z } from '../lib/zod.ts';
import type { UpstreamProtocol } from '../registry/descriptor.ts';

const noSpaces = (value: string) => !/\s/.test(value);
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

const withoutTrailingSlashes = z.transform((value: string) => value.replace(/\/+$/, ''));

const httpUrl = z.pipe(
  z.string().check(
    z.trim(),
    // Checked before parsing: Chromium's URL parser turns a space in the host into %20 and accepts it.
    z.refine(noSpaces, { message: 'A URL has no spaces', abort: true }),
    z.refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, 'Enter a full http:// or https:// address, for example https://api.example.com'),
    z.refine((value) => !/[?#]/.test(value), 'A base URL has no query string or fragment'),
  ),
  withoutTrailingSlashes,
);

/** A WebSocket upstream's address: `wss://`, or `ws://` only on this machine (no one else can read it there). */
const socketUrl = z.pipe(
  z.string().check(
    z.trim(),
    z.refine(noSpaces, { message: 'A URL has no spaces', abort: true }),
    z.refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'wss:' || (url.protocol === 'ws:' && isLoopback(url.hostname))) && url.hostname !== '';
        } catch {
          return false;
        }
      },
      { message: 'Enter a full wss:// address, for example wss://ws-feed.exchange.coinbase.com (ws:// only for localhost)', abort: true },
    ),
    z.refine((value) => !/[?#]/.test(value), 'A base URL has no query string or fragment'),
  ),
  withoutTrailingSlashes,
);

/** How a base URL override is checked: by the protocol the upstream speaks. */
export const baseUrlSchema = (protocol: UpstreamProtocol | undefined) => (protocol === 'websocket' ? socketUrl : httpUrl);
