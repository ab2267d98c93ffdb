/** Returns the URL if it is an absolute http(s) URL, otherwise undefined. Never renders javascript:, data:... */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** For upstream values like `www.x.edu` that omit the scheme: assume https, then check. */
export function normaliseWebsite(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed)) return undefined;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  const url = safeHttpUrl(withScheme);
  if (!url) return undefined;
  const parsed = new URL(url);
  if (!parsed.hostname.includes('.')) return undefined;
  if (parsed.protocol === 'http:') parsed.protocol = 'https:';
  return parsed.toString();
}
