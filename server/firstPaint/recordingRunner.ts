import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, stripIgnoredCharacters, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { FIRST_PAINT_STORE_CODE, type FirstPaintEntry } from '../../src/lib/apollo/firstPaintData';
import { type GraphqlRequest, type RunQuery } from './types';

interface Operation {
  name: string;
  text: string;
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
    operation = { name: definition?.name?.value ?? '', text: stripIgnoredCharacters(print(addTypenameToDocument(query))), rootKeys };
    operations.set(query, operation);
  }
  return operation;
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
export function createRecordingRunner(graphqlUrl: string, signal: AbortSignal): RecordingRunner {
  const entries: FirstPaintEntry[] = [];
  const run = (async ({ query, variables }: GraphqlRequest) => {
    const { name, text, rootKeys } = operationOf(query);
    try {
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Store: FIRST_PAINT_STORE_CODE },
        body: JSON.stringify({ query: text, operationName: name, variables }),
        signal,
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
      const { data } = body;
      if (!data || body.errors?.length || !rootKeys.every((key) => key in data)) return null;
      entries.push({ operationName: name, query: text, ...(variables ? { variables } : {}), data });
      return data;
    } catch {
      return null;
    }
  }) as RunQuery;
  return { run, entries };
}
