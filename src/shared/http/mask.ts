const SECRET_PARAMS = new Set(['api_key', 'apikey', 'key', 'token', 'access_token']);
const SECRET_HEADERS = new Set(['0x-api-key', 'x-api-key', 'authorization']);
export const MASK = '•••';

export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const name of [...parsed.searchParams.keys()]) {
      if (SECRET_PARAMS.has(name.toLowerCase())) parsed.searchParams.set(name, MASK);
    }
    return parsed.toString().replaceAll(encodeURIComponent(MASK), MASK);
  } catch {
    return url;
  }
}

export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.has(name.toLowerCase()) ? MASK : value]));
}

/** Removes any secret that leaked into free text (an echoed URL in an error body, say). */
export function maskText(text: string, secrets: readonly string[]): string {
  return secrets.filter((secret) => secret.length >= 4).reduce((out, secret) => out.replaceAll(secret, MASK), text);
}
