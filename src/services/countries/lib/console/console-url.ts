import { defineUrlParams, one } from '../../../../shared/lib/url-state/url-fields.ts';
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

/** The console's URL: both texts are typed; the default query and blank variables are left out. */
export const consoleUrl = defineUrlParams({
  query: one('query', {
    default: DEFAULT_QUERY,
    entry: 'typed',
    emptyMeans: '',
    parse: (raw) => raw.slice(0, MAX_URL_TEXT),
    serialize: (query) => query.slice(0, MAX_URL_TEXT),
  }),
  variables: one('variables', {
    default: '',
    entry: 'typed',
    parse: (raw) => raw.slice(0, MAX_URL_TEXT),
    serialize: (variables) => variables.slice(0, MAX_URL_TEXT),
    isDefault: (variables) => !variables.trim(),
  }),
});

export const readConsoleDraft = (search: URLSearchParams): ConsoleDraft => consoleUrl.read(search);
