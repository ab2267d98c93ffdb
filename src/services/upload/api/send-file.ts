import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { uploadFile, type UploadProgress } from '../../../shared/http/upload.ts';
import { shareReplyError, shareReplySchema, type ShareLink } from '../lib/reply-parser.ts';

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
    inBandError: shareReplyError,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  return data;
}
