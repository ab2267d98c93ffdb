import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

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

/**
 * One request with the path sent exactly as written (`%2e%2e`, `//`, `%00` and all): node:http
 * does not normalise the request target the way fetch's URL parser does. No connection reuse.
 */
export function send(target: Target, path: string, options: SendOptions = {}): Promise<Reply> {
  const url = new URL(target.origin);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
        ...(url.protocol === 'https:' && { ca: target.ca, servername: url.hostname }),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body, text: body.toString('utf8') });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error(`no answer to ${path} within 20 s`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

export const header = (reply: Reply, name: string) => {
  const value = reply.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};
