import { endpointFor } from '../../../shared/config/endpoints.ts';
import { uploadFile, type UploadProgress } from '../../../shared/http/upload.ts';
import { shareReplyError, shareReplySchema, type ShareLink } from '../lib/reply-parser.ts';

/** POST {base}/upload with the multipart part `file`; the File streams from disk, never read here. */
export async function sendFile(file: File, options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {}): Promise<ShareLink> {
  const { base } = endpointFor('upload');
  const { data } = await uploadFile({
    service: 'upload',
    url: `${base}/upload`,
    file,
    fieldName: 'file',
    schema: shareReplySchema(Date.now()),
    inBandError: shareReplyError,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  return data;
}
