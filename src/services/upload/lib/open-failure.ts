import { isDemoMode } from '../../../shared/config/env.ts';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { ShareMissingError } from '../api/fetch-share.ts';
import { RecordError } from './crypto/aes128gcm.ts';

export interface OpenFailure {
  title: string;
  message: string;
  /** Trying again can help (the network), or the person can type the password again. */
  retry: 'again' | 'password' | 'none';
}

/**
 * One plain message per way opening a share can fail; nothing about the file is revealed. In the
 * demo the "host" lives in the browser that uploaded, so elsewhere a share is missing, not expired.
 */
export function describeOpenFailure(error: unknown, { demo = isDemoMode }: { demo?: boolean } = {}): OpenFailure {
  if (error instanceof ShareMissingError && demo) {
    return {
      title: 'Demo shares stay in the browser that made them',
      message:
        'This is the demo: there is no real file host, so an uploaded file is kept only by the browser that uploaded it, and its link opens only there. Open the link in that browser, or upload a file here to try a private share.',
      retry: 'none',
    };
  }
  if (error instanceof ShareMissingError) {
    return {
      title: 'This file is gone',
      message: 'The host no longer has this file: the link has expired, or it was never complete. Ask for a new link.',
      retry: 'again',
    };
  }
  if (error instanceof RecordError) {
    switch (error.kind) {
      case 'wrong-password':
        return { title: 'Wrong password', message: 'That password does not open this file. Check it and try again.', retry: 'password' };
      case 'wrong-key':
        return {
          title: 'Wrong key',
          message: 'The key in this link does not open this file. The link may have been changed: copy the whole link again.',
          retry: 'none',
        };
      case 'truncated':
        return { title: 'The file is incomplete', message: 'The download ended before the end of the file. Nothing was saved. Try again.', retry: 'again' };
      case 'altered':
        return {
          title: 'The file has been altered',
          message: 'Part of the file does not match what was encrypted: it was damaged or changed. Nothing was saved.',
          retry: 'none',
        };
      case 'unsupported':
        return {
          title: 'Newer share format',
          message: 'This file was made by a newer version of this app. Reload the page to get the latest version.',
          retry: 'none',
        };
      case 'not-encrypted':
        return {
          title: 'Not a private share',
          message: 'The host returned a file that is not one of this app’s encrypted shares. Check the link.',
          retry: 'none',
        };
    }
  }
  if (isUpstreamError(error)) {
    const why = error.kind === 'network' ? 'The host could not be reached.' : error.status ? `The host answered HTTP ${error.status}.` : error.message;
    return { title: 'Download failed', message: `${why} Nothing was saved. Try again in a moment.`, retry: 'again' };
  }
  return { title: 'Download interrupted', message: 'The connection broke off before the whole file arrived. Nothing was saved. Try again.', retry: 'again' };
}
