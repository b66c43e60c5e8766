import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import { GraphQlInputException } from '../errors';
import { BodyTooLargeError, readBody } from './readBody';

export interface GraphQlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A request refused before anything runs: answered with `status` and `errors` only (category "graphql"). */
export class RequestError extends GraphQLError {
  constructor(
    message: string,
    readonly status = 500,
  ) {
    super(message);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `variables` must be a JSON object (or absent): anything else would reach graphql-js's execute and throw there. */
function variablesOf(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw new RequestError('The "variables" parameter must be a JSON object');
  return value;
}

function operationNameOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new RequestError('The "operationName" parameter must be a string');
  return value;
}

/**
 * Magento's ContentTypeValidator: a POST must say `application/json` (parameters such as charset
 * allowed). Browsers send text/plain cross-site without a preflight, so this also keeps other sites'
 * pages from running mutations with the visitor's cookies or network position.
 */
function assertJsonContentType(req: IncomingMessage): void {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json') throw new GraphQlInputException('Request content type must be application/json');
}

function fromQueryString(req: IncomingMessage): GraphQlRequest {
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const rawVariables = params.get('variables');
  let variables: unknown;
  try {
    variables = rawVariables ? JSON.parse(rawVariables) : undefined;
  } catch {
    throw new RequestError('Unable to parse the "variables" parameter: it is not valid JSON');
  }
  return {
    query: params.get('query') ?? '',
    variables: variablesOf(variables),
    operationName: operationNameOf(params.get('operationName')),
  };
}

async function fromBody(req: IncomingMessage): Promise<GraphQlRequest> {
  assertJsonContentType(req);
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req)) || '{}');
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RequestError(error.message, 413);
    throw new RequestError('Unable to parse the request body: it is not valid JSON');
  }
  // Magento runs one operation per request; a batch would otherwise read as an empty query.
  if (Array.isArray(body)) throw new RequestError('Batched requests are not supported: send one GraphQL operation per request');
  if (!isPlainObject(body)) throw new RequestError('Unable to parse the request body: it must be a JSON object with a "query"');
  return {
    query: typeof body.query === 'string' ? body.query : '',
    variables: variablesOf(body.variables),
    operationName: operationNameOf(body.operationName),
  };
}

/** The operation a GET (query string) or POST (JSON body) carries; throws RequestError or GraphQlInputException when it cannot be run. */
export async function readGraphQlRequest(req: IncomingMessage): Promise<GraphQlRequest> {
  return req.method === 'GET' ? fromQueryString(req) : fromBody(req);
}
