import { send as sendRaw, type RawResponse } from '../../server/test-support/http.ts';

export type Reply = RawResponse;

export interface Target {
  /** e.g. http://127.0.0.1:4482 or https://localhost:4484 */
  origin: string;
  /** The CA to trust for an https origin. */
  ca?: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** One request to a deployment with the path sent exactly as written (`%2e%2e`, `//`, `%00` and all). */
export const send = (target: Target, path: string, options: SendOptions = {}): Promise<Reply> =>
  sendRaw(target.origin, path, { ...options, ca: target.ca, timeoutMs: 20_000 });

export const header = (reply: Reply, name: string) => {
  const value = reply.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};
