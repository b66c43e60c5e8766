import { addTypenameToDocument } from '@apollo/client/utilities';
import http, { type IncomingHttpHeaders } from 'node:http';
import { Kind, parse, print, stripIgnoredCharacters, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { FIRST_PAINT_STORE_CODE, type FirstPaintEntry, type GraphqlRequest, type RunQuery } from '../../src/app/pages/forServer';

interface Operation {
  name: string;
  text: string;
  /** The same, parsed without locations: the page writes its cache with it, so the browser needs no GraphQL parser. */
  document: DocumentNode;
  /** The response keys of its top-level fields: an answer missing one is not complete. */
  rootKeys: string[];
}

/** Worked out once per document: the text the cache on the page will be written with. */
const operations = new WeakMap<DocumentNode, Operation>();

function operationOf(query: DocumentNode): Operation {
  let operation = operations.get(query);
  if (!operation) {
    const definition = query.definitions.find((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
    const rootKeys = (definition?.selectionSet.selections ?? []).flatMap((field) => (field.kind === Kind.FIELD ? [field.alias?.value ?? field.name.value] : []));
    // The app's cache adds __typename to every selection; the answers must carry it too.
    const text = stripIgnoredCharacters(print(addTypenameToDocument(query)));
    operation = { name: definition?.name?.value ?? '', text, document: parse(text, { noLocation: true }), rootKeys };
    operations.set(query, operation);
  }
  return operation;
}

const FORWARDED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];

function pickHeaders(headers: IncomingHttpHeaders, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

/** A POST with node:http (fetch would not send our Host header); no pooled sockets left behind. */
function postJson(url: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent: false, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, signal }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface RecordingRunner {
  run: RunQuery;
  /** The successful answers so far, in the order they came. */
  entries: FirstPaintEntry[];
}

/**
 * Asks `graphqlUrl` (this server's own /graphql: the embedded backend or the Magento proxy) as a
 * shopper with nothing stored would, and records every complete answer. Errors, partial answers
 * and a passed deadline resolve null: first-paint data is an optimisation, never a failure.
 */
export function createRecordingRunner(graphqlUrl: string, signal: AbortSignal, pageHeaders: IncomingHttpHeaders = {}): RecordingRunner {
  const entries: FirstPaintEntry[] = [];
  // The page's own host (and a trusted proxy's forwarded one): the answers' links and media URLs
  // must point where the shopper's browser is, not at this loopback address.
  const headers = { ...pickHeaders(pageHeaders, FORWARDED_HEADERS), 'content-type': 'application/json', store: FIRST_PAINT_STORE_CODE };
  const run = (async ({ query, variables }: GraphqlRequest) => {
    const { name, text, document, rootKeys } = operationOf(query);
    try {
      const answer = await postJson(graphqlUrl, headers, JSON.stringify({ query: text, operationName: name, variables }), signal);
      if (answer.status !== 200) return null;
      const body = JSON.parse(answer.body) as { data?: Record<string, unknown> | null; errors?: unknown[] };
      const { data } = body;
      if (!data || body.errors?.length || !rootKeys.every((key) => key in data)) return null;
      entries.push({ operationName: name, document, ...(variables ? { variables } : {}), data });
      return data;
    } catch {
      return null;
    }
  }) as RunQuery;
  return { run, entries };
}
