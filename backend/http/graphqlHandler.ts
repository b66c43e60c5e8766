import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute, getOperationAST, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { createRequestContext, type RequestContextOptions } from '../context';
import type { Db, RequestContext } from '../types';
import { cacheIdFor } from './cacheId';
import { formatError } from './formatError';
import { readGraphQlRequest, RequestError, type GraphQlRequest } from './graphqlRequest';
import { parseChecked } from './documentCache';
import { validateWithLimits } from './queryLimits';
import { sendJson } from '../../http/sendJson';
import { cacheableCacheControl, NO_STORE, sendCacheableAnswer, strongEtag } from '../cache/cachePolicy';
import { isPublicDocument } from '../../http/publicQueries';
import type { CacheInvalidation } from '../cache/invalidation';
import { requestKey, type CachedAnswer, type ResponseCache } from '../cache/responseCache';

export interface GraphQlHandlerOptions extends Omit<RequestContextOptions, 'log'> {
  /** A shared cache (Varnish, HTTP_CACHE_HOSTS) is in front: cacheable answers are public for it. */
  sharedCache?: boolean;
  /** This server's own cache of cacheable answers, when no shared cache is in front. */
  responseCache?: ResponseCache | null;
  /** The purges a mutation's writes started: its answer waits for them. */
  invalidation?: CacheInvalidation;
}

const CACHE_ID_HEADER = 'x-magento-cache-id';

const requestCacheId = (req: IncomingMessage): string | undefined => {
  const value = req.headers[CACHE_ID_HEADER];
  return (Array.isArray(value) ? value[0] : value) || undefined;
};

/**
 * Magento's GraphQL endpoint: GET for queries, POST (application/json) for anything. Failures before
 * execution (bad request, syntax, too many fields, mutation over GET, unknown store) answer HTTP 500
 * with `errors` only (413 for an oversized body); validation errors, depth and complexity included,
 * HTTP 200 with `errors` only; resolver errors HTTP 200 with partial `data`.
 *
 * Caching (Magento's GraphQlCache): a GET of a query asking only cacheable fields, from no
 * signed-in customer, answered without errors, carries X-Magento-Tags (what it showed) and a
 * cacheable Cache-Control; everything else `no-store`.
 */
export function createGraphQlHandler(db: Db, schema: GraphQLSchema, log: (line: string) => void, options: GraphQlHandlerOptions = {}) {
  const { sharedCache = false, responseCache = null, invalidation, ...contextOptions } = options;

  /**
   * The own cache's key of a guest's GET, or null: never for a request with Authorization (a
   * customer's answers are never kept or served), and only once the cache id is known.
   */
  function ownCacheKey(req: IncomingMessage): string | null {
    if (!responseCache || req.method !== 'GET' || req.headers.authorization) return null;
    const cacheId = requestCacheId(req) ?? responseCache.computedCacheId(req);
    return cacheId ? requestKey(req, cacheId) : null;
  }

  /** Keeps a cacheable answer, unless the request named another cache id than it was answered with (Magento's VCL rule). */
  function keep(req: IncomingMessage, cacheId: string, answer: CachedAnswer): void {
    if (!responseCache || req.method !== 'GET' || req.headers.authorization) return;
    const asked = requestCacheId(req);
    if (asked && asked !== cacheId) return;
    if (!asked) responseCache.rememberCacheId(req, cacheId);
    responseCache.set(requestKey(req, cacheId), answer);
  }

  function sendCacheable(req: IncomingMessage, res: ServerResponse, cacheId: string, body: Record<string, unknown>, tags: string[]): void {
    const bytes = Buffer.from(JSON.stringify(body));
    const answer: CachedAnswer = {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Magento-Cache-Id': cacheId,
        'Cache-Control': cacheableCacheControl(sharedCache),
        'X-Magento-Tags': tags.join(','),
      },
      variants: [{ encoding: 'identity', body: bytes, etag: strongEtag(bytes) }],
      tags,
    };
    keep(req, cacheId, answer);
    sendCacheableAnswer(req, res, answer.headers, answer.variants[0]);
  }

  return async function handleGraphQl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      sendJson(res, 405, { errors: [{ message: 'Request method is not allowed', extensions: { category: 'graphql' } }] }, { Allow: 'GET, POST' });
      return;
    }
    const key = ownCacheKey(req);
    const hit = key ? responseCache?.get(key) : undefined;
    if (hit) {
      sendCacheableAnswer(req, res, hit.headers, hit.variants[0]);
      return;
    }

    let request: GraphQlRequest;
    let document: DocumentNode;
    let operation: OperationDefinitionNode | null | undefined;
    let context: RequestContext;
    try {
      request = await readGraphQlRequest(req);
      document = parseChecked(request.query);
      operation = getOperationAST(document, request.operationName);
      if (req.method === 'GET' && operation?.operation === 'mutation') {
        throw new RequestError('Mutation requests allowed only for POST requests');
      }
      context = createRequestContext(db, req, { ...contextOptions, log });
    } catch (error) {
      const status = error instanceof RequestError ? error.status : 500;
      // A refused oversized body may still be arriving: readBody drains it, so the answer is read.
      sendJson(res, status, { errors: [formatError(error, log)] });
      return;
    }

    const cacheId = cacheIdFor(context);
    const headers = { 'X-Magento-Cache-Id': cacheId, 'Cache-Control': NO_STORE };
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
      if (operation?.operation === 'mutation') await invalidation?.settled();
      const cacheable = req.method === 'GET' && !context.isLoggedIn && !body.errors && Boolean(result.data) && isPublicDocument(document);
      if (cacheable) sendCacheable(req, res, cacheId, body, context.cacheTags.list());
      else sendJson(res, 200, body, headers);
    } catch (error) {
      // graphql-js asserts on misuse instead of answering: still a JSON error, never a crash.
      sendJson(res, 500, { errors: [formatError(error, log)] });
    }
  };
}
