export type ParsedProxyTarget =
  | {
      ok: true;
      id: string;
      /** The decoded path after /proxy/<id>, e.g. `/swap/chains`, or '' for `/proxy/<id>` itself. */ path: string;
      /** The same path re-encoded for the upstream. */ encodedPath: string;
      /** The raw query without '?'. */ query: string;
    }
  | { ok: false; status: 400 | 404; reason: string };

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** Re-encodes a decoded segment, keeping the sub-delimiters and ':' '@' that a path segment allows as they are. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Parses a raw request target (`/proxy/<id>/...?query`, as the client sent it, before any URL
 * normalisation) into the upstream id and its path. Nothing is rewritten: an encoded slash or
 * backslash, a backslash, a `.` or `..` segment, an empty segment (double or trailing slash) or a
 * control character rejects the request, so no spelling can reach a path the allowlist does not
 * name.
 */
export function parseProxyTarget(rawTarget: string): ParsedProxyTarget {
  const queryAt = rawTarget.indexOf('?');
  const rawPath = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawTarget.slice(queryAt + 1);
  const notFound = (reason: string) => ({ ok: false, status: 404, reason }) as const;

  if (!rawPath.startsWith('/proxy/')) return notFound('not a proxy path');
  if (rawPath.includes('\\') || /%(2f|5c)/i.test(rawPath)) return notFound('encoded slash or backslash in the path');
  const segments: string[] = [];
  for (const raw of rawPath.slice('/proxy/'.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400, reason: 'malformed percent-encoding in the path' };
    }
    if (segment === '' || segment === '.' || segment === '..') return notFound('empty, . or .. segment in the path');
    if (hasControlCharacter(segment) || segment.includes('/') || segment.includes('\\')) return notFound('control character or slash in a segment');
    segments.push(segment);
  }
  const [id = '', ...rest] = segments;
  return {
    ok: true,
    id,
    path: rest.map((segment) => `/${segment}`).join(''),
    encodedPath: rest.map((segment) => `/${encodeSegment(segment)}`).join(''),
    query,
  };
}
