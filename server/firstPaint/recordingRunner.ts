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

/** As Magento shops raise Varnish's http_resp_hdr_len to 64 KB for X-Magento-Tags (magento2 #6401). */
const MAX_ANSWER_HEADER_BYTES = 64 * 1024;

interface Answer {
  status: number;
  body: string;
  /** X-Magento-Tags: present only on a cacheable answer. */
  tags: string | undefined;
}

/**
 * A GET with node:http (fetch would not send our Host header); no pooled sockets left behind. GET,
 * as the storefront asks its queries: the answer says whether it is cacheable and what it shows.
 */
function getJson(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // X-Magento-Tags of a long listing (a tag per product and variant) may pass Node's 16 KB default.
    const request = http.request(url, { method: 'GET', agent: false, headers, signal, maxHeaderSize: MAX_ANSWER_HEADER_BYTES }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, tags: response.headers['x-magento-tags'] as string | undefined }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

export interface RecordingRunner {
  run: RunQuery;
  /** The successful answers so far, in the order they came. */
  entries: FirstPaintEntry[];
  /**
   * The union of the answers' X-Magento-Tags when every query asked was answered cacheable (so a
   * page made of them is too), else null: one uncacheable, failed or late answer is enough.
   */
  cacheTags(): string[] | null;
}

/**
 * Asks `graphqlUrl` (this server's own /graphql: the embedded backend or the Magento proxy) as a
 * shopper with nothing stored would, and records every complete answer. Errors, partial answers
 * and a passed deadline resolve null: first-paint data is an optimisation, never a failure.
 */
export function createRecordingRunner(graphqlUrl: string, signal: AbortSignal, pageHeaders: IncomingHttpHeaders = {}): RecordingRunner {
  const entries: FirstPaintEntry[] = [];
  const tags = new Set<string>();
  let asked = 0;
  let cacheable = 0;
  // The page's own host (and a trusted proxy's forwarded one): the answers' links and media URLs
  // must point where the shopper's browser is, not at this loopback address.
  const headers = { ...pickHeaders(pageHeaders, FORWARDED_HEADERS), store: FIRST_PAINT_STORE_CODE };
  const run = (async ({ query, variables }: GraphqlRequest) => {
    const { name, text, document, rootKeys } = operationOf(query);
    asked += 1;
    try {
      const params = new URLSearchParams({ query: text, operationName: name, ...(variables ? { variables: JSON.stringify(variables) } : {}) });
      const answer = await getJson(`${graphqlUrl}?${params}`, headers, signal);
      if (answer.status !== 200) return null;
      const body = JSON.parse(answer.body) as { data?: Record<string, unknown> | null; errors?: unknown[] };
      const { data } = body;
      if (!data || body.errors?.length || !rootKeys.every((key) => key in data)) return null;
      entries.push({ operationName: name, document, ...(variables ? { variables } : {}), data });
      if (answer.tags !== undefined) {
        cacheable += 1;
        for (const tag of answer.tags.split(',')) if (tag) tags.add(tag);
      }
      return data;
    } catch {
      return null;
    }
  }) as RunQuery;
  return { run, entries, cacheTags: () => (asked > 0 && cacheable === asked ? [...tags] : null) };
}
