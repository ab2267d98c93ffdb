const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

export function toCurl(entry: { method: string; url: string; headers: Record<string, string>; bodyNote?: string }) {
  const parts = ['curl'];
  if (entry.method !== 'GET') parts.push('-X', entry.method);
  for (const [name, value] of Object.entries(entry.headers)) parts.push('-H', quote(`${name}: ${value}`));
  if (entry.bodyNote) parts.push(entry.bodyNote);
  parts.push(quote(entry.url));
  return parts.join(' ');
}
