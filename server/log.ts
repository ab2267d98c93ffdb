export type LogLine = Record<string, string | number | boolean | undefined>;
export type Logger = (line: LogLine) => void;

/** One JSON line per event (console.log by default); `LOG=0` (or `false`, `off`, `no`) silences it. */
export function jsonLogger(env: Record<string, string | undefined>, write: (text: string) => void = (text) => console.log(text)): Logger {
  if (/^(0|false|off|no)$/i.test(env.LOG ?? '')) return () => undefined;
  return (line) => write(JSON.stringify({ time: new Date().toISOString(), ...line }));
}

/** The path of a request target without its query string, which may carry keys. */
export const pathOnly = (target: string) => {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
};
