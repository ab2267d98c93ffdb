type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const scalarClass = (value: unknown) =>
  typeof value === 'string' ? 'text-emerald-800 dark:text-emerald-300' : value === null ? 'text-zinc-600 dark:text-zinc-400' : 'text-sky-800 dark:text-sky-300';

function Scalar({ value }: { value: Json }) {
  return <span className={scalarClass(value)}>{JSON.stringify(value)}</span>;
}

/** JSON as nested disclosure widgets: each object and array opens and closes (keyboard included). */
export function JsonTree({ value, name, depth = 0 }: { value: Json; name?: string; depth?: number }) {
  const label = name === undefined ? null : <span className="text-fuchsia-800 dark:text-fuchsia-300">{JSON.stringify(name)}: </span>;
  if (value === null || typeof value !== 'object')
    return (
      <div className="break-words pl-4">
        {label}
        <Scalar value={value} />
      </div>
    );
  const entries: [string | undefined, Json][] = Array.isArray(value) ? value.map((item) => [undefined, item]) : Object.entries(value);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <details open={depth < 3} className="pl-4">
      <summary className="cursor-pointer">
        {label}
        <span className="text-zinc-600 dark:text-zinc-400">{summary}</span>
      </summary>
      {entries.map(([key, item], index) => (
        <JsonTree key={key ?? index} name={key} value={item} depth={depth + 1} />
      ))}
    </details>
  );
}
export type { Json };
