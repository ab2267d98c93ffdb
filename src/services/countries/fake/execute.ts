import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import type { CountriesServer } from './schema.ts';

export interface GraphqlReply {
  status: number;
  body: unknown;
}

const fail = (status: number, message: string, code: string, error?: GraphQLError): GraphqlReply => ({
  status,
  body: { errors: [{ message, ...(error?.locations ? { locations: error.locations } : {}), extensions: { code } }] },
});

/** Answers one POST body the way graphql-yoga does with Accept: application/json. */
export async function executeGraphqlBody(server: CountriesServer, raw: string): Promise<GraphqlReply> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return fail(400, 'POST body sent invalid JSON.', 'BAD_REQUEST');
  }
  if (Array.isArray(body)) {
    const replies = await Promise.all(body.map((item) => executeOne(server, item)));
    return { status: 200, body: replies.map((reply) => reply.body) };
  }
  return executeOne(server, body);
}

async function executeOne(server: CountriesServer, body: unknown): Promise<GraphqlReply> {
  const params = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof params.query !== 'string' || params.query.trim() === '') return fail(400, 'Must provide query string.', 'BAD_REQUEST');
  let document: DocumentNode;
  try {
    document = parse(params.query);
  } catch (error) {
    const parseError = error as GraphQLError;
    return fail(200, parseError.message, 'GRAPHQL_PARSE_FAILED', parseError);
  }
  const invalid = validate(server.schema, document);
  if (invalid.length > 0) {
    return {
      status: 200,
      body: { errors: invalid.map((error) => ({ message: error.message, locations: error.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) },
    };
  }
  const result = await execute({
    schema: server.schema,
    document,
    rootValue: server.root,
    variableValues: (params.variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: typeof params.operationName === 'string' ? params.operationName : undefined,
  });
  const errors = result.errors?.map((error) => ({
    message: error.message,
    locations: error.locations,
    path: error.path,
    extensions: { code: 'VALIDATION_ERROR' },
  }));
  return { status: 200, body: { ...(errors ? { errors } : {}), ...('data' in result ? { data: result.data } : {}) } };
}
