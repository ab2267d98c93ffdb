/** Origins the page's Content-Security-Policy lets it connect to, or undefined when there is none. */
export function cspConnectOrigins(doc: Document = document): string[] | undefined {
  const content = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
  const directive = content
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src'));
  return directive?.split(/\s+/).slice(1);
}

/**
 * Whether the page's policy stops the browser from connecting to `url`: a failed request to such
 * a URL never left the browser, whatever the service's state.
 */
export function cspBlocksConnect(url: string, doc: Document = document): boolean {
  const allowed = cspConnectOrigins(doc);
  if (!allowed) return false;
  let target: URL;
  try {
    target = new URL(url, doc.baseURI);
  } catch {
    return false;
  }
  if (target.origin === new URL(doc.baseURI).origin) return !allowed.includes("'self'") && !allowed.includes(target.origin);
  return !allowed.includes(target.origin) && !allowed.includes(`${target.protocol}//${target.host}`);
}
