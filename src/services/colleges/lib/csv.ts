/** `colleges-tx-texas-austin.csv` from the search's words; plain `colleges.csv` without any. */
export function csvFileName(parts: readonly string[]): string {
  const slug = parts
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `colleges-${slug}.csv` : 'colleges.csv';
}
