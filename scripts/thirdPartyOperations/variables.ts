// Variables for a third-party operation, from its variable definitions: realistic values of the
// seeded shop chosen by where each variable is used (the argument or input field it fills, e.g.
// `category_uid`, `cart_id`, `url_key`), then by its name, then by its type.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  typeFromAST,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** Values of the seeded shop the operations are run with. */
export interface ShopFixtures {
  /** A guest cart holding one item (shared, except by the operations of CART_RETIRING_ROOT_FIELDS). */
  cartId: string;
  cartItemUid: string;
  /** The demo customer's active cart (mergeCarts' destination; the operation runs signed in). */
  customerCartId: string;
  /** A placed guest order: its number and its billing address's email and postcode (guestOrder's input). */
  guestOrder: { number: string; email: string; postcode: string };
  /** An order of the demo customer (reorderItems runs signed in as them). */
  customerOrderNumber: string;
  /**
   * An order of the demo customer with a bundle line, an invoice, a shipment and a credit memo: what
   * the order, invoice, shipment and credit memo pages read (their `$orderNumber`, run signed in).
   */
  documentedOrderNumber: string;
  /** An enabled simple product in stock, its url key and its URL (key + suffix). */
  sku: string;
  productUrlKey: string;
  productUrl: string;
  configurable: { parentSku: string; childSku: string; valueUids: string[] };
  /** A top-level category. */
  categoryId: number;
  categoryUid: string;
  categoryUrlPath: string;
  cmsPageIdentifier: string;
  cmsBlockIdentifier: string;
  search: string;
  countryId: string;
  /** The demo customer's wishlist and one of its items (the wishlist operations run signed in as the demo customer). */
  wishlistId: string;
  wishlistItemId: string;
  /** The id of `sku`'s product (compare lists take numeric product ids) and a guest's compare list holding it. */
  productId: string;
  compareListUid: string;
}

/** Where a variable is used: the input field names around it (innermost first) and `field(argument)`. */
export interface VariableUsage {
  fields: string[];
  argument: string | null;
  /** The operation's root field the variable is used under. */
  rootField: string | null;
}

const WRAPPERS = new Set(['eq', 'in', 'match', 'from', 'to', 'neq', 'nin', 'like']);

/** The first place each variable of the operation is used. */
export function variableUsages(operation: OperationDefinitionNode): Map<string, VariableUsage> {
  const usages = new Map<string, VariableUsage>();
  visit(operation.selectionSet, {
    Variable(node, _key, parent, _path, ancestors) {
      if (usages.has(node.name.value)) return;
      // `ancestors` stops above `parent`, the argument or input field holding the variable.
      const chain = [...(ancestors as ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>), parent as ASTNode | ReadonlyArray<ASTNode>].filter(
        (a): a is ASTNode => Boolean(a) && !Array.isArray(a) && 'kind' in (a as ASTNode),
      );
      const fields: string[] = [];
      let argument: string | null = null;
      for (let i = chain.length - 1; i >= 0; i -= 1) {
        const node = chain[i];
        if (node.kind === Kind.OBJECT_FIELD && !WRAPPERS.has(node.name.value)) fields.push(node.name.value);
        if (node.kind === Kind.ARGUMENT) {
          const field = chain.slice(0, i).reverse().find((a) => a.kind === Kind.FIELD);
          argument = `${field && field.kind === Kind.FIELD ? field.name.value : ''}(${node.name.value})`;
          break;
        }
      }
      const root = chain.find((a) => a.kind === Kind.FIELD);
      usages.set(node.name.value, { fields, argument, rootField: root && root.kind === Kind.FIELD ? root.name.value : null });
    },
  });
  return usages;
}

type Rule = (f: ShopFixtures) => unknown;

// By the input field or argument a variable fills (the innermost name that is not eq/in/match).
const BY_FIELD: Record<string, Rule> = {
  category_uid: (f) => f.categoryUid,
  parent_category_uid: (f) => f.categoryUid,
  ids: (f) => String(f.categoryId),
  category_id: (f) => String(f.categoryId),
  parent_id: (f) => String(f.categoryId),
  url_key: (f) => f.productUrlKey,
  url_path: (f) => f.categoryUrlPath,
  category_url_path: (f) => f.categoryUrlPath,
  sku: (f) => f.sku,
  parent_sku: (f) => f.configurable.parentSku,
  quantity: () => 1,
  selected_options: (f) => f.configurable.valueUids,
  cart_item_uid: (f) => f.cartItemUid,
  wishlist_item_id: (f) => f.wishlistItemId,
  // AddProductsToCompareListInput and its kin: the list's uid and numeric product ids.
  uid: (f) => f.compareListUid,
  products: (f) => [f.productId],
  name: (f) => f.search,
  email: () => newAccountEmail(),
  password: () => 'Venia2026!Secret',
};

// By the root field and the input field the variable fills, where the field alone would mislead.
const BY_ROOT_FIELD: Record<string, Record<string, Rule>> = {
  // The legacy configurable mutation takes the variant's sku in data.sku, beside parent_sku.
  addConfigurableProductsToCart: { sku: (f) => f.configurable.childSku },
};

// A new account's email and password (createCustomer's input): a fresh address each time, so one
// sign-up operation never finds another's account.
let accounts = 0;
const newAccountEmail = () => `venia.${process.pid}.${Date.now()}.${(accounts += 1)}@example.com`;

// By `field(argument)` where the variable is the argument itself.
const BY_ARGUMENT: Record<string, Rule> = {
  'cart(cart_id)': (f) => f.cartId,
  'mergeCarts(source_cart_id)': (f) => f.cartId,
  'mergeCarts(destination_cart_id)': (f) => f.customerCartId,
  'guestOrder(input)': (f) => f.guestOrder,
  'reorderItems(orderNumber)': (f) => f.customerOrderNumber,
  'route(url)': (f) => f.productUrl,
  'urlResolver(url)': (f) => f.productUrl,
  'cmsPage(identifier)': (f) => f.cmsPageIdentifier,
  'cmsBlocks(identifiers)': (f) => [f.cmsBlockIdentifier],
  'country(id)': (f) => f.countryId,
  'category(id)': (f) => f.categoryId,
  'products(search)': (f) => f.search,
  'configurable_product_options_selection(configurableOptionValueUids)': (f) => f.configurable.valueUids,
  'wishlist_v2(id)': (f) => f.wishlistId,
  'addProductsToWishlist(wishlistId)': (f) => f.wishlistId,
  'updateProductsInWishlist(wishlistId)': (f) => f.wishlistId,
  'removeProductsFromWishlist(wishlistId)': (f) => f.wishlistId,
  'removeProductsFromWishlist(wishlistItemsIds)': (f) => [f.wishlistItemId],
  'addWishlistItemsToCart(wishlistId)': (f) => f.wishlistId,
  'addWishlistItemsToCart(wishlistItemIds)': (f) => [f.wishlistItemId],
  'compareList(uid)': (f) => f.compareListUid,
  'deleteCompareList(uid)': (f) => f.compareListUid,
  'assignCompareListToCustomer(uid)': (f) => f.compareListUid,
};

// By the variable's own name (lower case, underscores dropped), when its usage says nothing.
const BY_NAME: Record<string, Rule> = {
  cartid: (f) => f.cartId,
  cartitemid: (f) => f.cartItemUid,
  itemid: (f) => f.cartItemUid,
  sku: (f) => f.sku,
  parentsku: (f) => f.configurable.parentSku,
  variantsku: (f) => f.configurable.childSku,
  urlkey: (f) => f.productUrlKey,
  urlkeys: (f) => [f.productUrlKey],
  ordernumber: (f) => f.documentedOrderNumber,
  url: (f) => f.productUrl,
  search: (f) => f.search,
  inputtext: (f) => f.search,
  identifier: (f) => f.cmsPageIdentifier,
  countrycode: (f) => f.countryId,
  countryid: (f) => f.countryId,
  // Venia's address forms name the province by its code: Jakarta's, in every seeded directory.
  regioncode: () => 'JK',
  pagesize: () => 6,
  currentpage: () => 1,
};

// By input type, for a required variable nothing else describes.
const BY_TYPE: Record<string, Rule> = {
  ProductAttributeFilterInput: (f) => ({ category_uid: { eq: f.categoryUid } }),
  CategoryFilterInput: (f) => ({ category_uid: { eq: f.categoryUid } }),
};

const SCALARS: Record<string, unknown> = { String: 'x', ID: 'x', Int: 1, Float: 1, Boolean: false };

/**
 * Fits a fixture to the variable's type: lists wrap or unwrap as the type has them, and a plain value
 * given for a filter input becomes `{ eq: value }` (or `{ in: [...] }` for a list).
 */
function fitValue(type: GraphQLInputType, value: unknown): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return Array.isArray(value) ? value.map((v) => fitValue(inner.ofType, v)) : [fitValue(inner.ofType, value)];
  if (isInputObjectType(inner) && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    const fields = inner.getFields();
    if (Array.isArray(value) && fields.in) return { in: value };
    if (fields.eq) return { eq: Array.isArray(value) ? value[0] : value };
  }
  return Array.isArray(value) ? value[0] : value;
}

/** A value of `type` with only its required input fields filled (recursively, each by its name). */
function minimalValue(type: GraphQLInputType, fixtures: ShopFixtures, fieldName: string | null): unknown {
  const named = getNamedType(type);
  const byField = fieldName ? BY_FIELD[fieldName] : undefined;
  if (byField) return fitValue(type, byField(fixtures));
  const byType = BY_TYPE[named.name];
  if (byType) return fitValue(type, byType(fixtures));
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = minimalValue(field.type, fixtures, field.name);
    }
    return fitValue(type, value);
  }
  if (isEnumType(named)) return fitValue(type, named.getValues()[0].value);
  if (isScalarType(named)) return fitValue(type, SCALARS[named.name] ?? 'x');
  return null;
}

/**
 * Variables for one operation. A variable whose usage, name or type names a fixture gets it; any
 * other required variable gets the smallest valid value of its type; optional ones keep their
 * default (or stay unset).
 */
export function variablesFor(document: DocumentNode, schema: GraphQLSchema, fixtures: ShopFixtures): Record<string, unknown> {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return {};
  const usages = variableUsages(operation);
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as Parameters<typeof typeFromAST>[1]) as GraphQLInputType | undefined;
    if (!type) continue;
    const usage = usages.get(name);
    const rule =
      (usage?.rootField && usage.fields[0] ? BY_ROOT_FIELD[usage.rootField]?.[usage.fields[0]] : undefined) ??
      (usage?.argument && usage.fields.length === 0 ? BY_ARGUMENT[usage.argument] : undefined) ??
      (usage?.fields[0] ? BY_FIELD[usage.fields[0]] : undefined) ??
      BY_NAME[name.toLowerCase().replace(/_/g, '')];
    if (rule) variables[name] = fitValue(type, rule(fixtures));
    else if (isNonNullType(type) && !definition.defaultValue) variables[name] = minimalValue(type, fixtures, null);
  }
  return variables;
}

/**
 * Root fields that retire the cart they are given: placeOrder makes it inactive, mergeCarts
 * deactivates its source. An operation selecting one runs with a cart of its own, made by the
 * factory for that root field, so the shared `cartId` stays active for every other operation.
 */
export const CART_RETIRING_ROOT_FIELDS = ['placeOrder', 'mergeCarts'] as const;
export type FreshCartFactories = Record<(typeof CART_RETIRING_ROOT_FIELDS)[number], () => Promise<string>>;

/**
 * Root fields that retire the guest compare list they are given: deleteCompareList deletes it,
 * assignCompareListToCustomer makes it a customer's (or merges it away). An operation selecting one
 * runs with a guest list of its own, so the shared `compareListUid` stays a guest's for the others.
 */
export const COMPARE_LIST_RETIRING_ROOT_FIELDS = ['deleteCompareList', 'assignCompareListToCustomer'] as const;

/** The fixtures one operation runs with: the shared ones, or with a fresh cart or compare list when it retires its own. */
export async function fixturesFor(rootFields: string[], shared: ShopFixtures, freshCart: FreshCartFactories, freshCompareList?: () => Promise<string>): Promise<ShopFixtures> {
  const retiring = CART_RETIRING_ROOT_FIELDS.find((field) => rootFields.includes(field));
  const withCart = retiring ? { ...shared, cartId: await freshCart[retiring]() } : shared;
  const retiresList = freshCompareList && COMPARE_LIST_RETIRING_ROOT_FIELDS.some((field) => rootFields.includes(field));
  return retiresList ? { ...withCart, compareListUid: await freshCompareList() } : withCart;
}
