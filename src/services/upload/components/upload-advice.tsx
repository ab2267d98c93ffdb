import { isUpstreamError } from '../../../shared/http/errors.ts';

/** Upload-specific guidance under the standard error explanation. */
export function UploadAdvice({ error }: { error: unknown }) {
  const status = isUpstreamError(error) ? error.status : undefined;
  const kind = isUpstreamError(error) ? error.kind : undefined;
  return (
    <p>
      {status === 413 && 'The host says the file is too large. tmpfiles.org accepts up to 100 MB. '}
      {kind === 'invalid-response' && 'The upload may have arrived, but no share link could be read from the reply (see Details). '}
      {kind === 'timeout' && 'No bytes moved for a while; a slow or stalled connection stops the upload. '}
      The file stays in this list: Retry sends it again without choosing it again.
    </p>
  );
}
