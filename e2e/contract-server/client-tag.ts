import type { IncomingMessage } from 'node:http';

/**
 * Each Playwright worker's browser ends its User-Agent in its own tag, so the contract server can
 * tell two workers' requests apart (the browser sends the header on every request and the app's
 * proxy forwards it; no page script can set it, so CORS is untouched).
 */
export const clientTagFor = (workerIndex: number) => `e2e-worker/${workerIndex}`;

const TAG = /\be2e-worker\/\d+$/;

/** The worker tag a request's User-Agent ends in, if any. */
export const clientTag = (headers: IncomingMessage['headers']): string | undefined => {
  const userAgent = headers['user-agent'];
  return typeof userAgent === 'string' ? TAG.exec(userAgent)?.[0] : undefined;
};

/**
 * Whether something one client (a worker's tag; none for the whole run) asked for concerns a
 * request or fault of `other`: everything, for no client; else its own and the untagged.
 */
export const concerns = (client: string | null | undefined, other: string | undefined) => !client || !other || client === other;
