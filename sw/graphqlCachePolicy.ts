// Which GraphQL GET answers the service worker may cache, and under which key. Pure: no worker globals.
// Only the parser reaches sw.js: graphql is `sideEffects: false`, so webpack drops the rest of its ES
// build, which minifies ~1.3 KB (gzip) smaller than deep-importing the CommonJS graphql/language/parser.
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  parse,
  type SelectionSetNode,
} from 'graphql';

/**
 * Root fields whose answers are the same for every shopper of a store view and currency:
 * Magento's cacheable queries (MAGENTO_API.md §1) plus this shop's public extensions. A public
 * extension (blog, brands, store locator...) is cached only once it is listed here.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'availableStores',
  'categories',
  'category',
  'categoryList',
  'cmsBlocks',
  'cmsPage',
  'countries',
  'country',
  'currency',
  'customAttributeMetadata',
  'products',
  'route',
  'storeConfig',
  'urlResolver',
  'vesMenu',
]);

/** Request headers that choose whose answer it is, and the search parameter each becomes in the key. */
export const KEY_HEADERS: ReadonlyArray<{ header: string; param: string }> = [
  { header: 'Store', param: 'sw-store' },
  { header: 'Content-Currency', param: 'sw-currency' },
  { header: 'X-Magento-Cache-Id', param: 'sw-cache-id' },
];

/** The parts of a fetch Request the policy reads. */
export interface GraphqlRequestLike {
  url: string;
  method: string;
  headers: { get(name: string): string | null };
}

/** Guards the worker against a huge query string: the storefront's own documents are far smaller. */
const MAX_TOKENS = 5000;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

// Array methods rather than for-of and spreads: the worker is transpiled without a target, and
// each of those would bring a Babel helper into sw.js.

/**
 * Adds the root field names a selection set selects to `names`, through inline fragments and
 * fragment spreads; false when a spread names an unknown fragment or one already being expanded.
 */
function collectRootFields(selectionSet: SelectionSetNode, fragments: Fragments, expanding: readonly string[], names: string[]): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) {
      names.push(selection.name.value);
      return true;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) return collectRootFields(selection.selectionSet, fragments, expanding, names);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (fragment === undefined || expanding.includes(name)) return false;
    return collectRootFields(fragment.selectionSet, fragments, expanding.concat(name), names);
  });
}

/** True when every field is public; `__typename` is allowed alongside, introspection (`__schema`, `__type`) never. */
function arePublic(names: readonly string[]): boolean {
  const fields = names.filter((name) => name !== '__typename');
  return fields.length > 0 && fields.every((name) => PUBLIC_ROOT_FIELDS.has(name));
}

const isFragment = (definition: DefinitionNode): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION;
const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION;

/**
 * True when the document holds only queries whose root fields are all public. Every operation
 * counts, not just the one `operationName` picks: one private field anywhere keeps it uncached.
 */
export function isPublicDocument(document: DocumentNode): boolean {
  const fragments: Fragments = new Map(document.definitions.filter(isFragment).map((fragment) => [fragment.name.value, fragment]));
  const operations = document.definitions.filter(isOperation);
  return (
    operations.length > 0 &&
    operations.every((operation) => {
      if (operation.operation !== OperationTypeNode.QUERY) return false;
      const names: string[] = [];
      return collectRootFields(operation.selectionSet, fragments, [], names) && arePublic(names);
    })
  );
}

/** Parses a query string; null when it is not GraphQL. */
function parseQuery(query: string): DocumentNode | null {
  try {
    return parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
}

/**
 * The key to cache this request's answer under, or null when it must not be cached nor served
 * from the cache: not a GET, sent with a customer token, or not a public query. The key is the
 * URL with the store, currency and cache id headers added as search parameters, so another
 * store view, currency or customer context never gets this answer.
 */
export function cacheKeyFor(request: GraphqlRequestLike): string | null {
  if (request.method !== 'GET' || request.headers.get('Authorization') !== null) return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const query = url.searchParams.get('query');
  const document = query ? parseQuery(query) : null;
  if (!document || !isPublicDocument(document)) return null;
  // `set` also replaces any such parameter the URL already had: the server ignores them, the key must not.
  KEY_HEADERS.forEach(({ header, param }) => url.searchParams.set(param, request.headers.get(header) ?? ''));
  return url.href;
}
