import { fromBase64Url, toBase64Url } from './crypto/base64url.ts';
import { KEY_BYTES } from './crypto/record-keys.ts';

/**
 * An encrypted share's link: `<app>/upload/open#v1/<host id>/<host file name>/k/<key>` or, for a
 * password, `.../p`. The key sits only in the fragment, which browsers never send to a server.
 */
export const OPEN_PATH = '/upload/open';
const VERSION = 'v1';
const HOST_ID = /^\d{1,12}$/;
const HOST_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export type ShareTarget = { id: string; fileName: string } & ({ lock: 'key'; key: Uint8Array } | { lock: 'password' });

export function buildShareLink(origin: string, target: ShareTarget): string {
  const tail = target.lock === 'key' ? `k/${toBase64Url(target.key)}` : 'p';
  return `${origin}${OPEN_PATH}#${VERSION}/${target.id}/${encodeURIComponent(target.fileName)}/${tail}`;
}

/** The host's id and file name from its reply (`.../<id>/<name>`, with or without `/dl/`). */
export function hostFileOf(directUrl: string): { id: string; fileName: string } | undefined {
  const segments = new URL(directUrl).pathname.split('/').filter(Boolean);
  const fileName = decodeURIComponent(segments.at(-1) ?? '');
  const id = segments.at(-2) ?? '';
  return HOST_ID.test(id) && HOST_NAME.test(fileName) ? { id, fileName } : undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

export type ParsedFragment = { ok: true; target: ShareTarget } | { ok: false; reason: string };

/** Reads `location.hash`; every way it can be wrong gets a reason a person can act on. */
export function parseShareFragment(hash: string): ParsedFragment {
  const parts = hash.replace(/^#/, '').split('/');
  if (parts.length === 1 && parts[0] === '') return { ok: false, reason: 'This address has no share in it: open the full link you were sent.' };
  const [version, id = '', rawName = '', lock, key, ...rest] = parts;
  if (version !== VERSION) return { ok: false, reason: 'This link is from another version of the share format, or it was cut short.' };
  const fileName = safeDecode(rawName);
  if (!HOST_ID.test(id) || !HOST_NAME.test(fileName) || rest.length > 0)
    return { ok: false, reason: 'This link is damaged: its file part is not readable. Ask for the link again.' };
  if (lock === 'p' && key === undefined) return { ok: true, target: { id, fileName, lock: 'password' } };
  if (lock === 'k') {
    const bytes = key === undefined ? undefined : fromBase64Url(key);
    if (bytes?.length === KEY_BYTES) return { ok: true, target: { id, fileName, lock: 'key', key: bytes } };
    return { ok: false, reason: 'The key at the end of this link is incomplete or damaged. Copy the whole link again.' };
  }
  return { ok: false, reason: 'This link has no key and no password mark: it was cut short. Copy the whole link again.' };
}
