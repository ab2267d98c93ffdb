import type { IncomingMessage } from 'node:http';

/**
 * Each Playwright worker's browser ends its User-Agent in its own tag, so the contract server can
 * tell two workers' requests apart (the browser sends the header on every request and the app's
 * proxy forwards it; no page script can set it, so CORS is untouched).
 */
export const clientTagFor = (workerIndex: number) => `e2e-worker/${workerIndex}`;

const TAG = /\be2e-worker\/\d+$/;

/** The worker tag a request's User-Agent ends in, if any. */
export const clientTag = (req: IncomingMessage): string | undefined => TAG.exec(req.headers['user-agent'] ?? '')?.[0];
