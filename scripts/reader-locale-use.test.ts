import { describe, expect, it } from 'vitest';
import { repositorySources } from './test-only-exports.ts';

/**
 * Numbers, prices, dates and times are written in the reader's locale through one module
 * (src/shared/lib/reader-locale.ts). A formatter built elsewhere names a locale of its own (or
 * none, which some engines answer with an invalid one), so this lists every place that builds one.
 */
const FORMATTERS = /new Intl\.(NumberFormat|DateTimeFormat)\(|\.toLocale(Date|Time)?String\(/;
// The fake upstreams and the tests' own (src/testing/) write the services' (en-US) text; the board's files are listed until they use the shared formatters.
const EXEMPT = /(\.test\.tsx?$|\/fake\/|^src\/testing\/|^src\/shared\/lib\/reader-locale\.ts$|^src\/app\/board\/|^src\/shared\/board\/)/;

function formattersOutsideReaderLocale(files: { path: string; text: string }[]): string[] {
  return files
    .filter((file) => file.path.startsWith('src/') && !EXEMPT.test(file.path))
    .flatMap((file) => file.text.split('\n').flatMap((line, index) => (FORMATTERS.test(line) ? [`${file.path}:${index + 1}`] : [])));
}

describe("the reader's locale", () => {
  it('is the only place that builds number and date formatters', () => {
    expect(formattersOutsideReaderLocale(repositorySources(process.cwd()))).toEqual([]);
  });

  it('finds a formatter built with a locale of its own, or with none', () => {
    const files = [
      { path: 'src/services/a/lib/x.ts', text: "const f = new Intl.NumberFormat('en-US');\nconst n = 1;" },
      { path: 'src/services/a/components/y.tsx', text: 'const t = <time>{new Date(at).toLocaleString()}</time>;' },
      { path: 'src/services/a/components/z.tsx', text: "x.toLocaleDateString('de-DE')" },
      { path: 'src/services/a/fake/data.ts', text: "rate.toLocaleString('en-US')" },
    ];
    expect(formattersOutsideReaderLocale(files)).toEqual([
      'src/services/a/lib/x.ts:1',
      'src/services/a/components/y.tsx:1',
      'src/services/a/components/z.tsx:1',
    ]);
  });
});
