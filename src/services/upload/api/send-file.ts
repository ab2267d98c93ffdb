import type { Endpoint } from '../../../shared/config/endpoints.ts';
import type { ErrorBodyReader } from '../../../shared/http/request.ts';
import { uploadFile, type UploadProgress } from '../../../shared/http/upload.ts';
import { shareReplyError, shareReplySchema, type ShareLink } from '../lib/reply-parser.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** pomf-style hosts refuse with `{success: false, errorcode, description}`; others with `{message}` (the generic reader). */
export const describeUploadError: ErrorBodyReader = (body) => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { errorcode, description } = body as { errorcode?: unknown; description?: unknown };
  const message = text(description);
  if (!message && errorcode === undefined) return undefined;
  return {
    code: typeof errorcode === 'number' || typeof errorcode === 'string' ? String(errorcode) : undefined,
    message: message ?? text((body as { message?: unknown }).message),
  };
};

/**
 * POST {upload}/upload with the multipart part `file` and tmpfiles' `expire` (seconds); the File
 * streams from disk (or the blob store), never read here.
 */
export async function sendFile(
  endpoint: Endpoint,
  file: File,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void; expireSeconds?: number } = {},
): Promise<ShareLink> {
  const { data } = await uploadFile({
    endpoint,
    path: '/upload',
    file,
    fieldName: 'file',
    fields: options.expireSeconds === undefined ? undefined : { expire: String(options.expireSeconds) },
    schema: shareReplySchema(Date.now(), options.expireSeconds === undefined ? undefined : options.expireSeconds * 1000),
    describeError: describeUploadError,
    inBandError: shareReplyError,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  return data;
}
