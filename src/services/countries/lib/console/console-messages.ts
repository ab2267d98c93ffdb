/** What the console says of a query it did not send, by the check that stopped it. */
export const NOT_SENT_HEADINGS = {
  syntax: 'The query cannot be read (not sent):',
  schema: 'The server’s schema rejects this query (not sent):',
  variables: 'The variables do not fit the query (not sent):',
} as const;

/** What is wrong with a variables text, or undefined when it is empty or a JSON object. */
export function variablesProblem(text: string): string | undefined {
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? undefined : 'Variables must be a JSON object such as {"code": "FR"}.';
  } catch (error) {
    return `Not JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The operation's name, or its first field, to label a run (in the history, on a board tile). */
export function runLabel(query: string): string {
  const named = /\b(?:query|subscription|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query);
  if (named) return named[1]!;
  const field = /{\s*([_A-Za-z][_0-9A-Za-z]*)/.exec(query);
  return field ? `{ ${field[1]} }` : 'Query';
}
