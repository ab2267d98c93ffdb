import { formatInteger } from '../lib/format.ts';
import { Button } from './button.tsx';
import { countOf, pluralWord } from '../lib/plural.ts';

/** A value in the page's URL that the page does not know, and what it shows instead. */
export interface UnknownUrlValue {
  /** The query parameter, also the React key. */
  param: string;
  /** What the value is, as a person would say it: "state", "sort order". */
  label: string;
  value: string;
  /** What the page shows in its place: "all states are shown". */
  instead: string;
}

const box =
  'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100';
const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * Names each URL value the page ignores ("Unknown state (ZZ): all states are shown.") and offers
 * to remove them from the URL, so a mistyped or outdated link never filters silently.
 */
export function UnknownUrlValuesNotice({ values, onRemove }: { values: readonly UnknownUrlValue[]; onRemove: () => void }) {
  if (values.length === 0) return null;
  return (
    <div className={box}>
      <div role="status" className="min-w-0 flex-1 basis-64">
        <ul className="space-y-0.5">
          {values.map((item) => (
            <li key={item.param} className="[overflow-wrap:anywhere]">
              {`Unknown ${item.label} (`}
              <bdi>{shorten(item.value)}</bdi>
              {`): ${item.instead}.`}
            </li>
          ))}
        </ul>
      </div>
      <Button onClick={onRemove}>{`Remove ${pluralWord(values.length, 'it', 'them')} from the link`}</Button>
    </div>
  );
}

/**
 * A page number past the last page: says how many there are and offers the last one. Numbers are
 * one-based as the pager shows them; a link that counts from 0 (`urlParam`) has its own value named
 * beside it, so "?page=99" and "Page 100" read as the same page.
 */
export function PageOutOfRangeNotice({
  page,
  pages,
  urlParam,
  onGoToLast,
}: {
  page: number;
  pages: number;
  urlParam?: { name: string; value: number };
  onGoToLast: () => void;
}) {
  const inLink = urlParam && urlParam.value !== page ? ` (${urlParam.name}=${urlParam.value} in the link, which counts from 0)` : '';
  return (
    <div className={box}>
      <p role="status" className="min-w-0 flex-1 basis-64">
        {`Page ${formatInteger(page)}${inLink} does not exist; there ${pluralWord(pages, 'is', 'are')} ${countOf(pages, 'page')}.`}
      </p>
      <Button onClick={onGoToLast}>{`Go to page ${formatInteger(pages)}`}</Button>
    </div>
  );
}
