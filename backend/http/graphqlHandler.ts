import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute, getOperationAST, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createRequestContext } from '../context';
import type { Db } from '../types';
import { cacheIdFor } from './cacheId';
import { formatError } from './formatError';
import { BodyTooLargeError, readBody } from './readBody';
import { sendJson } from './sendJson';

interface GraphQlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

class RequestError extends GraphQLError {}

function parseJsonParam(raw: string | null, name: string): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new RequestError(`Unable to parse the "${name}" parameter: it is not valid JSON`);
  }
}

async function readGraphQlRequest(req: IncomingMessage): Promise<GraphQlRequest> {
  if (req.method === 'GET') {
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
    return {
      query: params.get('query') ?? '',
      variables: parseJsonParam(params.get('variables'), 'variables'),
      operationName: params.get('operationName') ?? undefined,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req)) || '{}');
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RequestError(error.message);
    throw new RequestError('Unable to parse the request body: it is not valid JSON');
  }
  const { query, variables, operationName } = (body ?? {}) as Partial<GraphQlRequest>;
  return { query: typeof query === 'string' ? query : '', variables: variables ?? undefined, operationName: operationName ?? undefined };
}

/**
 * Magento's GraphQL endpoint: GET for queries, POST for anything. Failures before execution
 * (bad request, syntax, mutation over GET, unknown store) answer HTTP 500 with `errors` only;
 * resolver errors answer HTTP 200 with partial `data`.
 */
export function createGraphQlHandler(db: Db, schema: GraphQLSchema, log: (line: string) => void) {
  return async function handleGraphQl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      sendJson(res, 405, { errors: [{ message: 'Request method is not allowed', extensions: { category: 'graphql' } }] }, { Allow: 'GET, POST' });
      return;
    }
    let request: GraphQlRequest;
    let document: DocumentNode;
    let context;
    try {
      request = await readGraphQlRequest(req);
      document = parse(request.query);
      const operation = getOperationAST(document, request.operationName);
      if (req.method === 'GET' && operation?.operation === 'mutation') {
        throw new RequestError('Mutation requests allowed only for POST requests');
      }
      context = createRequestContext(db, req);
    } catch (error) {
      sendJson(res, 500, { errors: [formatError(error, log)] });
      return;
    }

    const headers = { 'X-Magento-Cache-Id': cacheIdFor(context), 'Cache-Control': 'no-store' };
    const validationErrors = validate(schema, document);
    if (validationErrors.length > 0) {
      sendJson(res, 200, { errors: validationErrors.map((e) => formatError(e, log)) }, headers);
      return;
    }
    const result = await execute({
      schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    });
    const body: Record<string, unknown> = {};
    if (result.errors?.length) body.errors = result.errors.map((e) => formatError(e, log));
    if (result.data !== undefined) body.data = result.data;
    sendJson(res, 200, body, headers);
  };
}
