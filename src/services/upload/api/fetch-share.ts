import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { request } from '../../../shared/http/request.ts';
import { z } from '../../../shared/lib/zod.ts';
import type { ShareTarget } from '../lib/share-link.ts';

/** The host no longer has the file (tmpfiles answers an HTML page with 404 once it is deleted). */
export class ShareMissingError extends Error {
  constructor() {
    super('The host has no file at this link: it has expired or never existed.');
    this.name = 'ShareMissingError';
  }
}

const contentLength = z.catch(z.optional(z.coerce.number().check(z.int(), z.nonnegative())), undefined);

/** A 404, or an HTML page where the file should be: tmpfiles' answer for a deleted or unknown file. */
const isMissing = (error: unknown) => isUpstreamError(error) && (error.status === 404 || error.kind === 'invalid-response');

/**
 * GET {upload-files}/dl/<id>/<name>: the encrypted file as a stream, never read whole. The key is
 * not part of the request (it stays in the page's fragment).
 */
export async function fetchShare(
  endpoint: Endpoint,
  target: Pick<ShareTarget, 'id' | 'fileName'>,
  signal: AbortSignal,
): Promise<{ body: ReadableStream<Uint8Array>; total?: number }> {
  try {
    const reply = await request({ endpoint, path: `/dl/${target.id}/${encodeURIComponent(target.fileName)}`, read: 'stream', signal });
    return { body: reply.body, total: contentLength.parse(reply.headers.get('content-length') ?? undefined) };
  } catch (error) {
    throw isMissing(error) ? new ShareMissingError() : error;
  }
}
