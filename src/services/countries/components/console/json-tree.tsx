import { countOf } from '../../../../shared/lib/plural.ts';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const scalarClass = (value: unknown) =>
  typeof value === 'string' ? 'text-emerald-800 dark:text-emerald-300' : value === null ? 'text-muted' : 'text-sky-800 dark:text-sky-300';

function Scalar({ value }: { value: Json }) {
  return <span className={scalarClass(value)}>{JSON.stringify(value)}</span>;
}

interface JsonTreeProps {
  value: Json;
  /** Every object and array starts open (the whole JSON) or closed; the person toggles each one. */
  open: boolean;
  name?: string;
  /** The last item of its parent takes no comma. */
  last?: boolean;
}

/**
 * JSON pretty-printed as it would be copied (keys, brackets, commas), with each object and array a
 * disclosure widget that folds to one line ("[ … ] 2 items"), keyboard included.
 */
export function JsonTree({ value, open, name, last = true }: JsonTreeProps) {
  const label = name === undefined ? null : <span className="text-fuchsia-800 dark:text-fuchsia-300">{JSON.stringify(name)}: </span>;
  const comma = last ? '' : ',';
  const entries: [string | undefined, Json][] | undefined =
    value === null || typeof value !== 'object' ? undefined : Array.isArray(value) ? value.map((item) => [undefined, item]) : Object.entries(value);
  if (!entries || entries.length === 0)
    return (
      <div className="break-words">
        {label}
        <Scalar value={value} />
        {comma}
      </div>
    );
  const [start, end] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const count = Array.isArray(value) ? countOf(entries.length, 'item') : countOf(entries.length, 'key');
  return (
    <details open={open} className="group">
      <summary className="cursor-pointer">
        {label}
        {start}
        <span className="text-zinc-600 group-open:hidden dark:text-zinc-400">
          {' … '}
          {end}
          {comma} <span className="italic">{count}</span>
        </span>
      </summary>
      <div className="pl-4">
        {entries.map(([key, item], index) => (
          <JsonTree key={key ?? index} name={key} value={item} open={open} last={index === entries.length - 1} />
        ))}
      </div>
      <div>
        {end}
        {comma}
      </div>
    </details>
  );
}
export type { Json };
