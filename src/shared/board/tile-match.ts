import type { TileKindDescriptor } from '../registry/descriptor.ts';

/** A tile kind with the slice that declares it. */
export interface TileKindRef {
  serviceId: string;
  kind: TileKindDescriptor;
}

/** A URL recognised as a pinnable view. */
export interface PinMatch extends TileKindRef {
  /** The view's canonical path and query string: two spellings of one view give the same string. */
  url: string;
  params: Record<string, string>;
  search: URLSearchParams;
}

// Only the path and query of a same-origin URL count; this origin never resolves.
const BASE = 'https://board.invalid';

/** Matches a path pattern's segments (`countries/:code`); the parameters, or undefined. */
function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return params;
}

/**
 * The query string a kind's view depends on: declared names only, defaults dropped, unordered
 * lists sorted, case-insensitive values in lower case.
 */
function canonicalSearch(kind: TileKindDescriptor, search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of kind.params ?? []) {
    const anyCase = kind.caseInsensitive?.includes(name) ?? false;
    const fallback = anyCase ? kind.defaults?.[name]?.toLowerCase() : kind.defaults?.[name];
    for (const raw of search.getAll(name)) {
      let value = anyCase ? raw.trim().toLowerCase() : raw.trim();
      if (kind.unorderedLists?.includes(name)) {
        value = [...new Set(value.split(',').map((item) => item.trim()))].filter(Boolean).sort().join(',');
      }
      if (value !== '' && value !== fallback) kept.append(name, value);
    }
  }
  return kept;
}

/**
 * The pinnable view an in-app link shows, or undefined: only a path on this origin (never
 * `//host` or another scheme) whose route a slice declares as a tile kind. Fixed paths win over
 * patterns, as in the router.
 */
export function matchPin(kinds: readonly TileKindRef[], href: string): PinMatch | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(href, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const byPatternLast = [...kinds.filter(({ kind }) => !kind.path.includes(':')), ...kinds.filter(({ kind }) => kind.path.includes(':'))];
  for (const ref of byPatternLast) {
    const params = matchPath(ref.kind.path, url.pathname);
    if (!params) continue;
    const search = canonicalSearch(ref.kind, url.searchParams);
    const query = search.toString();
    const path = `/${url.pathname.split('/').filter(Boolean).join('/')}`;
    return { ...ref, params, search, url: query ? `${path}?${query}` : path };
  }
  return undefined;
}

/**
 * A tile's first title: the page's own title (else the kind's), then the view's values
 * (`Jobs · sales · Köln · visa`); an unordered list counts its items (`Compare · 3 chosen`).
 */
export function defaultTileTitle(match: PinMatch, pageTitle?: string): string {
  // A multi-line value (a console query) reads as one line.
  const values = [...match.search].map(([name, value]) =>
    match.kind.unorderedLists?.includes(name) ? `${value.split(',').length} chosen` : value === '1' ? name : value.replace(/\s+/g, ' '),
  );
  const title = [pageTitle ?? [match.kind.title, ...Object.values(match.params)].join(' · '), ...values].join(' · ');
  return title.length > 80 ? `${title.slice(0, 79)}…` : title;
}

/** The details a kind keeps (the names it declares, in its order); undefined when none is left. */
export function keptDetails(kind: TileKindDescriptor, details: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  if (!details) return undefined;
  const kept: Record<string, string> = {};
  for (const name of kind.details ?? []) if (Object.hasOwn(details, name)) kept[name] = details[name]!;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A title with its separators and spacing folded, so `Country JP` and `Country · JP` read alike. */
const foldTitle = (title: string) => title.replace(/[\s·]+/g, ' ').trim();

/**
 * True when a tile's title says no more than its view's address: the kind's name and the view's
 * values (`Country · JP`, or `Country JP` as a page titles itself before its data arrives). Such a
 * title gives way to the one the tile's data gives; a title the person or the data chose stays.
 */
export function isPlaceholderTitle(match: PinMatch, title: string): boolean {
  const folded = foldTitle(title);
  return folded === foldTitle(defaultTileTitle(match)) || folded === foldTitle([match.kind.title, ...Object.values(match.params)].join(' '));
}
