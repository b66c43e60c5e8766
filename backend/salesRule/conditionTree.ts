// A cart price rule's conditions as Magento keeps them in salesrule.conditions_serialized and
// actions_serialized: a tree of nodes named by Magento's condition classes, as JSON.

export const CONDITION = {
  combine: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine',
  address: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address',
  found: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Found',
  subselect: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Subselect',
  productCombine: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine',
  product: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product',
} as const;

/** Magento's operators: is, is not, equals or greater, equals or less, greater, less, contains, does not contain, is one of, is not one of. */
export type Operator = '==' | '!=' | '>=' | '<=' | '>' | '<' | '{}' | '!{}' | '()' | '!()';

export interface ConditionNode {
  type: string;
  attribute?: string | null;
  operator?: Operator | null;
  /** A leaf's value (a list as "a, b" or an array); a combine's true/false ("1"/"0" in Magento's own JSON). */
  value?: unknown;
  aggregator?: 'all' | 'any';
  conditions?: ConditionNode[];
}

/** The cart's address as its conditions see it (Magento's Rule\Condition\Address attributes). */
export interface AddressFacts {
  base_subtotal: number;
  total_qty: number;
  weight: number;
  region_id: number | null;
  region: string | null;
  postcode: string | null;
  country_id: string | null;
  /** carrier_method, e.g. "jne_yes". */
  shipping_method: string | null;
  payment_method: string | null;
}

/** One cart line as item conditions see it (Magento's Rule\Condition\Product attributes). */
export interface ItemFacts {
  sku: string;
  category_ids: number[];
  attribute_set_id: number;
  quote_item_qty: number;
  quote_item_price: number;
  quote_item_row_total: number;
}

/** A line with the products inside it (a configurable's chosen child, a bundle's selections): a rule matches the line when it matches the line or one of them. */
export interface LineFacts extends ItemFacts {
  children: ItemFacts[];
}

const combine = (type: string, conditions: ConditionNode[], aggregator: 'all' | 'any', value: boolean): ConditionNode => ({ type, aggregator, value, conditions });

/** Every (or, with `any`, one) of these cart conditions holds. */
export const cartConditions = (conditions: ConditionNode[], aggregator: 'all' | 'any' = 'all', value = true) => combine(CONDITION.combine, conditions, aggregator, value);
/** Every (or one) of these item conditions holds: the items a rule's discount goes to. */
export const itemConditions = (conditions: ConditionNode[], aggregator: 'all' | 'any' = 'all', value = true) => combine(CONDITION.productCombine, conditions, aggregator, value);
export const addressIs = (attribute: keyof AddressFacts, operator: Operator, value: unknown): ConditionNode => ({ type: CONDITION.address, attribute, operator, value });
export const productIs = (attribute: keyof ItemFacts, operator: Operator, value: unknown): ConditionNode => ({ type: CONDITION.product, attribute, operator, value });
/** The cart holds (value true) or does not hold (false) an item meeting all (any) of the conditions. */
export const itemFound = (conditions: ConditionNode[], aggregator: 'all' | 'any' = 'all', value = true) => combine(CONDITION.found, conditions, aggregator, value);
