import { endpointFor } from '../../../shared/config/endpoints.ts';
import { demoResponder } from '../../../shared/http/demo-gate.ts';
import { UpstreamError } from '../../../shared/http/errors.ts';
import { maskUrl } from '../../../shared/http/mask.ts';
import { logRequestEnd, logRequestStart } from '../../../shared/http/request-log.ts';
import { z } from '../../../shared/lib/zod.ts';
import type { ShareTarget } from '../lib/share-link.ts';

/** The host no longer has the file (tmpfiles answers an HTML page with 404 once it is deleted). */
export class ShareMissingError extends Error {
  constructor() {
    super('The host has no file at this link: it has expired or never existed.');
    this.name = 'ShareMissingError';
  }
}

const contentLength = z.coerce.number().int().nonnegative().optional().catch(undefined);

/**
 * GET {upload-files}/dl/<id>/<name>: the encrypted file as a stream, never read whole. The key is
 * not part of the request (it stays in the page's fragment).
 */
export async function fetchShare(
  target: Pick<ShareTarget, 'id' | 'fileName'>,
  signal: AbortSignal,
): Promise<{ body: ReadableStream<Uint8Array>; total?: number }> {
  const { base } = endpointFor('upload-files');
  const url = `${base}/dl/${target.id}/${encodeURIComponent(target.fileName)}`;
  const shown = { method: 'GET', url: maskUrl(url) };
  const logId = logRequestStart({ service: 'upload', method: 'GET', url: shown.url, headers: { Accept: 'application/octet-stream' } });
  const fail = (init: Omit<ConstructorParameters<typeof UpstreamError>[0], 'service' | 'request'>) => {
    logRequestEnd('upload', logId, { status: init.status, outcome: 'error', errorKind: init.kind });
    return new UpstreamError({ ...init, service: 'upload', request: shown });
  };

  let response: Response;
  try {
    const init: RequestInit = { signal, credentials: 'omit', referrerPolicy: 'no-referrer', headers: { Accept: 'application/octet-stream' } };
    const respond = import.meta.env.VITE_MSW === '1' ? await demoResponder() : undefined;
    response = respond ? await respond(new Request(url, init)) : await fetch(url, init);
  } catch (error) {
    if (signal.aborted) {
      logRequestEnd('upload', logId, { outcome: 'aborted' });
      throw error;
    }
    throw fail({ kind: 'network', message: `Could not reach ${new URL(url).host}`, cause: error });
  }
  const type = response.headers.get('content-type') ?? '';
  // An HTML page is never a share: tmpfiles answers one for a deleted or unknown file.
  if (response.status === 404 || (response.ok && /text\/html/i.test(type))) {
    void response.body?.cancel();
    logRequestEnd('upload', logId, { status: response.status, outcome: 'error', errorKind: 'http' });
    throw new ShareMissingError();
  }
  if (!response.ok || !response.body) {
    void response.body?.cancel();
    throw fail({ kind: response.status === 429 ? 'rate-limited' : 'http', message: `HTTP ${response.status}`, status: response.status });
  }
  logRequestEnd('upload', logId, { status: response.status, outcome: 'ok' });
  return { body: response.body, total: contentLength.parse(response.headers.get('content-length') ?? undefined) };
}
