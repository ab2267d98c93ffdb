/** The console's shareable state: `/countries/console?query=...&variables=...`. */
export interface ConsoleDraft {
  query: string;
  variables: string;
}

/** Longer texts are cut: a URL that long fails in some browsers and servers. */
export const MAX_URL_TEXT = 6000;

export const DEFAULT_QUERY = `query Europe {
  countries(filter: { continent: { eq: "EU" }, name: { regex: "^S" } }) {
    code
    name
    capital
    currencies
  }
}`;

export function readConsoleDraft(search: URLSearchParams): ConsoleDraft {
  const query = search.get('query');
  return { query: query === null ? DEFAULT_QUERY : query.slice(0, MAX_URL_TEXT), variables: (search.get('variables') ?? '').slice(0, MAX_URL_TEXT) };
}

/** Writes the draft into the search params; the default query and empty variables are left out. */
export function writeConsoleDraft(search: URLSearchParams, draft: ConsoleDraft): URLSearchParams {
  const next = new URLSearchParams(search);
  if (draft.query === DEFAULT_QUERY) next.delete('query');
  else next.set('query', draft.query.slice(0, MAX_URL_TEXT));
  if (draft.variables.trim()) next.set('variables', draft.variables.slice(0, MAX_URL_TEXT));
  else next.delete('variables');
  return next;
}
