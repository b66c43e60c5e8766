import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Query fields whose answers are the same for every guest of a store and currency, so a shared
 * cache may keep them: Magento's cached queries (GraphQL caching guide, 2.4.7) and this shop's
 * public read-only extensions. Everything per customer, per cart or write-like (cart, customer,
 * customerCart, compareList, guestOrder, customerPaymentTokens, referralCode: a code's state
 * changes as it is used) is left out, as is any field not listed.
 */
export const CACHEABLE_QUERY_FIELDS: ReadonlySet<string> = new Set([
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

/** The names of an operation's top-level fields, through fragments; null when a fragment is missing. */
function topLevelFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] | null {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.push(selection.name.value);
      continue;
    }
    let inner: SelectionSetNode | undefined = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : undefined;
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      if (seen.has(name)) continue;
      seen.add(name);
      inner = document.definitions.find((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION && node.name.value === name)?.selectionSet;
    }
    const nested = inner ? topLevelFields(inner, document, seen) : null;
    if (!nested) return null;
    names.push(...nested);
  }
  return names;
}

/** Whether an operation is a query asking only cacheable fields (`__typename` aside). */
export function isCacheableOperation(operation: OperationDefinitionNode | null | undefined, document: DocumentNode): boolean {
  if (operation?.operation !== 'query') return false;
  const fields = topLevelFields(operation.selectionSet, document);
  return fields !== null && fields.every((name) => name === '__typename' || CACHEABLE_QUERY_FIELDS.has(name));
}
