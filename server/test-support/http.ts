import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** For an https base: the CA to trust (a test's own certificate). */
  ca?: string;
  /** Fails the request when no answer has come within this long. */
  timeoutMs?: number;
}

/**
 * One HTTP(S) request with the path sent exactly as given (fetch would normalise `..`, `%2e%2e`
 * and the like before sending) and the body returned as bytes, undecoded. No connection reuse.
 */
export function send(base: string, path: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const url = new URL(base);
  const tls = url.protocol === 'https:';
  const request = tls ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path,
        headers: options.headers,
        agent: false,
        ...(tls && { ca: options.ca, servername: url.hostname }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    const timeoutMs = options.timeoutMs;
    if (timeoutMs) req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${path} within ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
