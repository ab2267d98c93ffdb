import { buildClientSchema, getIntrospectionQuery, getOperationAST, getVariableValues, GraphQLError, parse, validate, type IntrospectionQuery } from 'graphql';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { graphqlErrorsToUpstream, sendGraphql } from './graphql.ts';

/** The full schema, for checking console queries before they are sent. */
export async function getClientSchema(endpoint: Endpoint, signal?: AbortSignal) {
  const { data, errors } = await sendGraphql(endpoint, { query: getIntrospectionQuery(), operationName: 'IntrospectionQuery' }, signal);
  if (errors?.length) throw graphqlErrorsToUpstream(endpoint, errors);
  if (!data) throw new Error('No schema in the reply');
  return buildClientSchema(data as unknown as IntrospectionQuery);
}

export type ConsoleOutcome =
  | { kind: 'local-errors'; errors: string[]; checked: 'syntax' | 'schema' | 'variables' }
  | { kind: 'reply'; json: { errors?: unknown[]; data?: unknown }; ms: number; bytes: number };

const describe = (error: GraphQLError) =>
  `${error.message}${error.locations?.[0] ? ` (line ${error.locations[0].line}, column ${error.locations[0].column})` : ''}`;

/**
 * Syntax errors, and schema errors when the schema is known, are shown without a request.
 * Network and HTTP failures throw the shared UpstreamError; GraphQL errors are part of the reply.
 */
export async function runConsoleQuery(
  endpoint: Endpoint,
  source: string,
  variablesText: string,
  schema: ReturnType<typeof buildClientSchema> | undefined,
  signal?: AbortSignal,
): Promise<ConsoleOutcome> {
  let document;
  try {
    document = parse(source);
  } catch (error) {
    return { kind: 'local-errors', checked: 'syntax', errors: [error instanceof GraphQLError ? describe(error) : String(error)] };
  }
  let variables: Record<string, unknown> = {};
  if (variablesText.trim()) {
    try {
      const parsed: unknown = JSON.parse(variablesText);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('Variables must be a JSON object');
      variables = parsed as Record<string, unknown>;
    } catch (error) {
      return { kind: 'local-errors', checked: 'variables', errors: [`Variables: ${error instanceof Error ? error.message : String(error)}`] };
    }
  }
  if (schema) {
    const invalid = validate(schema, document);
    if (invalid.length > 0) return { kind: 'local-errors', checked: 'schema', errors: invalid.map(describe) };
    // Variables are checked against the operation's definitions (types, required ones).
    const definitions = getOperationAST(document)?.variableDefinitions ?? [];
    const coerced = getVariableValues(schema, definitions, variables);
    if (coerced.errors) return { kind: 'local-errors', checked: 'variables', errors: coerced.errors.map((error) => `Variables: ${error.message}`) };
  }
  const started = performance.now();
  // A failed request throws its UpstreamError; GraphQL errors are shown as the server sent them.
  const reply = await sendGraphql(endpoint, { query: source, operationName: getOperationAST(document)?.name?.value, variables }, signal);
  const ms = Math.round(performance.now() - started);
  const errors = reply.errors?.map(({ message, locations, path, extensions }) => ({
    message,
    ...(locations ? { locations } : {}),
    ...(path ? { path } : {}),
    ...(extensions && Object.keys(extensions).length > 0 ? { extensions } : {}),
  }));
  const json = { ...(errors && errors.length > 0 ? { errors } : {}), ...(reply.data != null ? { data: reply.data } : {}) };
  return { kind: 'reply', json, ms, bytes: new TextEncoder().encode(JSON.stringify(json)).length };
}
