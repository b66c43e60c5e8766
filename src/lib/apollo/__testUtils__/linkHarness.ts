import { ApolloClient, ApolloLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { lastValueFrom, Observable, of, toArray } from 'rxjs';

/** What reached the end of the chain for one request. */
export interface SeenRequest {
  operationName: string | undefined;
  operationType: string;
  headers: Record<string, string>;
  variables: Record<string, unknown>;
  context: Record<string, unknown>;
}

export type Responder = (operation: ApolloLink.Operation) => Observable<ApolloLink.Result>;

/**
 * A terminating link standing in for HTTP: it records what reaches it and
 * answers through `respond` (default: an empty data object).
 */
export function createFakeTerminatingLink(respond: Responder = () => of({ data: {} })) {
  const seen: SeenRequest[] = [];
  const link = new ApolloLink((operation) => {
    const context = operation.getContext();
    seen.push({
      operationName: operation.operationName,
      operationType: operation.operationType,
      headers: { ...(context.headers as Record<string, string> | undefined) },
      variables: operation.variables,
      context: { ...context },
    });
    return respond(operation);
  });
  return { link, seen };
}

/** Sets a fetch-like `response` with the given headers on the context, as the HTTP link does. */
export function respondWithHeaders(
  result: ApolloLink.Result,
  headers: Record<string, string>,
): Responder {
  return (operation) => {
    operation.setContext({
      response: { headers: new Headers(headers) },
    });
    return of(result);
  };
}

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

export function execute(
  link: ApolloLink,
  query: DocumentNode,
  options: { variables?: Record<string, unknown>; context?: Record<string, unknown> } = {},
): Observable<ApolloLink.Result> {
  return ApolloLink.execute(link, { query, ...options }, { client });
}

/** Runs one request through the chain and collects everything it emitted. */
export function run(
  link: ApolloLink,
  query: DocumentNode,
  options?: Parameters<typeof execute>[2],
): Promise<ApolloLink.Result[]> {
  return lastValueFrom(execute(link, query, options).pipe(toArray()));
}
