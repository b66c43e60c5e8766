import type { ApolloCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { yieldToMain } from '../scheduling/yieldToMain';
import { DEFAULT_STORE_VIEW_CODE, readStoreViewCode, readStoredString, STORAGE_KEYS, type PersistenceLike } from './persistenceContract';

/**
 * First-paint data: the server puts the answers to the page's first queries into the HTML
 * (`<script type="application/json">`, inert under the CSP); the app writes them into the
 * Apollo cache before its first render and answers those queries' first requests with them, so
 * the page renders, and settles, without a GraphQL round trip.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint-data';

/** The store view the server asks as: a shopper with nothing stored. */
export const FIRST_PAINT_STORE_CODE = DEFAULT_STORE_VIEW_CODE;

export interface FirstPaintEntry {
  operationName: string;
  /**
   * The operation as sent (with __typename fields), so the cache stores what a query reads; parsed
   * by the server, so the browser never loads the GraphQL parser.
   */
  document: DocumentNode;
  variables?: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface FirstPaintData {
  storeCode: string;
  entries: FirstPaintEntry[];
}

function isFirstPaintData(value: unknown): value is FirstPaintData {
  const candidate = value as FirstPaintData | null;
  return Boolean(candidate) && typeof candidate?.storeCode === 'string' && Array.isArray(candidate?.entries);
}

/**
 * Takes the embedded answers out of the page, when they were asked the way this shopper would ask
 * (same store view, no other currency chosen); otherwise none.
 */
export function readFirstPaintData(doc: Document, persistence: PersistenceLike): FirstPaintEntry[] {
  const element = doc.getElementById(FIRST_PAINT_ELEMENT_ID);
  if (!element) return [];
  element.remove();
  let payload: unknown;
  try {
    payload = JSON.parse(element.textContent ?? '');
  } catch {
    return [];
  }
  if (!isFirstPaintData(payload)) return [];
  const askedLikeThisShopper =
    payload.storeCode === readStoreViewCode(persistence) && readStoredString(persistence, STORAGE_KEYS.storeViewCurrency) === undefined;
  return askedLikeThisShopper ? payload.entries : [];
}

/** Longest run of cache writes in one task: well under the 50 ms that counts as a long task on a slow phone (4x this machine). */
const WRITE_SLICE_MS = 8;

/**
 * Writes the answers into the cache (over older stored data), yielding to the browser between
 * slices so start-up is no single long task; an entry the cache cannot take is skipped.
 */
export async function writeFirstPaintData(cache: ApolloCache, entries: FirstPaintEntry[]): Promise<number> {
  let written = 0;
  let sliceStart = performance.now();
  for (const entry of entries) {
    if (performance.now() - sliceStart > WRITE_SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    try {
      cache.writeQuery({ query: entry.document, variables: entry.variables, data: entry.data });
      written += 1;
    } catch {
      // Only a missed shortcut: the page asks the server as usual.
    }
  }
  return written;
}
