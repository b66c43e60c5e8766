// Which GraphQL queries answer the same for every guest of a store view and currency: the one list
// and rule the server's HTTP cache (backend/http/graphqlHandler.ts) and the service worker
// (sw/graphqlCachePolicy.ts) both follow. Pure, and graphql's AST types only: it runs in the worker.
import { type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, Kind, type OperationDefinitionNode, OperationTypeNode, type SelectionSetNode } from 'graphql';

/**
 * Root fields whose answers are the same for every guest of a store view and currency: Magento's
 * cacheable queries (MAGENTO_API.md §1, the GraphQL caching guide of 2.4.7) and this shop's public
 * read-only extensions. Everything per customer, per cart or write-like (cart, customer,
 * customerCart, compareList, guestOrder, customerPaymentTokens, referralCode: a code's state
 * changes as it is used) is left out, as is any field not listed.
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  // Magento
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
  // Magento's review metadata, and this shop's public extensions (backend/schema/extensions)
  'productReviewRatingsMetadata',
  'backendVersion',
  'blogPosts',
  'blogPost',
  'blogCategory',
  'blogCategories',
  'mpbrand',
  'MpStoreLocatorLocations',
  'vesMenu',
  'healthCheckQuestions',
  'getPaymentBankList',
]);

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
  return fields.length > 0 && fields.every((name) => PUBLIC_QUERY_FIELDS.has(name));
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
