import { z } from '../../../shared/lib/zod.ts';
import type { ErrorBodyFields } from '../../../shared/http/describe-error-body.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';

/** tmpfiles keeps files 60 minutes unless `expire` (seconds) is sent (docs/upstreams.md). */
const TMPFILES_RETENTION_MS = 60 * 60 * 1000;

export interface ShareLink {
  host: 'tmpfiles' | 'file.io' | 'uguu';
  /** The link to share: the viewer page for tmpfiles, the file link elsewhere. */
  shareUrl: string;
  /** tmpfiles only: the direct download, with `/dl/` after the host. */
  directUrl?: string;
  /** Epoch ms, when the host says or documents it. */
  expiresAt?: number;
  /** The host's own words when it gives no date (legacy file.io `expiry: "14 days"`). */
  expiryNote?: string;
  /** An encrypted share: the link to the open page, and whether it carries the key or needs a password. */
  private?: { url: string; lock: 'key' | 'password' };
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** `https://tmpfiles.org/123/a.jpg` -> `https://tmpfiles.org/dl/123/a.jpg`. */
function tmpfilesDirectUrl(viewerUrl: string): string {
  const url = new URL(viewerUrl);
  if (!url.pathname.startsWith('/dl/')) url.pathname = `/dl${url.pathname}`;
  return url.toString();
}

/** tmpfiles has answered with `http://`; the real host serves https, a local test host may not. */
function upgradeTmpfiles(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol === 'http:' && /(^|\.)tmpfiles\.org$/i.test(parsed.hostname)) parsed.protocol = 'https:';
  return parsed.toString();
}

type Found = { host: ShareLink['host']; raw: string; body: Loose };

function findLink(body: unknown): Found | undefined {
  if (!isObject(body)) return undefined;
  const dataUrl = isObject(body.data) ? text(body.data.url) : undefined;
  if (dataUrl) return { host: 'tmpfiles', raw: dataUrl, body };
  const link = text(body.link);
  if (link) return { host: 'file.io', raw: link, body };
  const first = Array.isArray(body.files) && isObject(body.files[0]) ? text(body.files[0].url) : undefined;
  if (first) return { host: 'uguu', raw: first, body };
  return undefined;
}

function expiryOf(found: Found, now: number, retentionMs: number): Pick<ShareLink, 'expiresAt' | 'expiryNote'> {
  if (found.host === 'tmpfiles') return { expiresAt: now + retentionMs };
  if (found.host === 'file.io') {
    const when = text(found.body.expires);
    const at = when ? Date.parse(when) : Number.NaN;
    if (Number.isFinite(at)) return { expiresAt: at };
    const note = text(found.body.expiry) ?? when;
    return note ? { expiryNote: note.slice(0, 60) } : {};
  }
  return {};
}

/** Reads any of the three known reply shapes; returns undefined for anything else. `retentionMs`: the `expire` sent. */
function parseShareReply(body: unknown, now = Date.now(), retentionMs = TMPFILES_RETENTION_MS): ShareLink | undefined {
  const found = findLink(body);
  if (!found) return undefined;
  const safe = safeHttpUrl(found.raw);
  if (!safe) return undefined;
  if (found.host !== 'tmpfiles') return { host: found.host, shareUrl: safe, ...expiryOf(found, now, retentionMs) };
  const viewer = upgradeTmpfiles(safe);
  return { host: 'tmpfiles', shareUrl: viewer, directUrl: tmpfilesDirectUrl(viewer), ...expiryOf(found, now, retentionMs) };
}

/** The schema handed to uploadFile: a failure becomes an invalid-response error carrying the raw reply. */
export function shareReplySchema(now = Date.now(), retentionMs = TMPFILES_RETENTION_MS) {
  return z.pipe(
    z.unknown(),
    z.transform((body: unknown, ctx): ShareLink => {
      const parsed = parseShareReply(body, now, retentionMs);
      if (parsed) return parsed;
      const linkLike = findLink(body);
      // zod/mini's transform context has no addIssue: the issue goes on its list as addIssue put it.
      ctx.issues.push({
        code: 'custom',
        path: linkLike ? [linkLike.host === 'tmpfiles' ? 'data.url' : linkLike.host === 'file.io' ? 'link' : 'files.0.url'] : [],
        message: linkLike ? 'the link is not an http(s) address' : 'no share link found (expected tmpfiles data.url, file.io link or uguu files[0].url)',
        input: body,
      });
      return z.NEVER;
    }),
  );
}

/** Refusals inside a 2xx: tmpfiles `status` other than "success", file.io/uguu `success: false`. */
export function shareReplyError(body: unknown): ErrorBodyFields | undefined {
  if (!isObject(body)) return undefined;
  const refused = body.success === false || (typeof body.status === 'string' && body.status !== 'success');
  if (!refused) return undefined;
  const code = body.errorcode ?? (typeof body.status === 'number' ? body.status : undefined);
  return {
    code: code === undefined ? undefined : String(code),
    message: text(body.message) ?? text(body.description) ?? text(body.error) ?? 'The host refused the file',
  };
}
