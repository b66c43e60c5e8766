import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute, getOperationAST, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createRequestContext, type RequestContextOptions } from '../context';
import type { Db, RequestContext } from '../types';
import { cacheIdFor } from './cacheId';
import { formatError } from './formatError';
import { readGraphQlRequest, RequestError, type GraphQlRequest } from './graphqlRequest';
import { parseChecked } from './documentCache';
import { validateWithLimits } from './queryLimits';
import { sendJson } from '../../http/sendJson';

export interface GraphQlHandlerOptions extends Omit<RequestContextOptions, 'log'> {}

/**
 * Magento's GraphQL endpoint: GET for queries, POST (application/json) for anything. Failures before
 * execution (bad request, syntax, too many fields, mutation over GET, unknown store) answer HTTP 500
 * with `errors` only (413 for an oversized body); validation errors, depth and complexity included,
 * HTTP 200 with `errors` only; resolver errors HTTP 200 with partial `data`.
 */
export function createGraphQlHandler(db: Db, schema: GraphQLSchema, log: (line: string) => void, options: GraphQlHandlerOptions = {}) {
  return async function handleGraphQl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      sendJson(res, 405, { errors: [{ message: 'Request method is not allowed', extensions: { category: 'graphql' } }] }, { Allow: 'GET, POST' });
      return;
    }
    let request: GraphQlRequest;
    let document: DocumentNode;
    let context: RequestContext;
    try {
      request = await readGraphQlRequest(req);
      document = parseChecked(request.query);
      const operation = getOperationAST(document, request.operationName);
      if (req.method === 'GET' && operation?.operation === 'mutation') {
        throw new RequestError('Mutation requests allowed only for POST requests');
      }
      context = createRequestContext(db, req, { ...options, log });
    } catch (error) {
      const status = error instanceof RequestError ? error.status : 500;
      // A refused oversized body may still be arriving: answer, then close the connection.
      sendJson(res, status, { errors: [formatError(error, log)] }, status === 413 ? { Connection: 'close' } : {});
      return;
    }

    const headers = { 'X-Magento-Cache-Id': cacheIdFor(context), 'Cache-Control': 'no-store' };
    try {
      const validationErrors = validateWithLimits(schema, document, request.variables);
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
    } catch (error) {
      // graphql-js asserts on misuse instead of answering: still a JSON error, never a crash.
      sendJson(res, 500, { errors: [formatError(error, log)] });
    }
  };
}
