import { CONDITION, type AddressFacts, type ConditionNode, type ItemFacts, type LineFacts, type Operator } from './conditionTree';

// Evaluates Magento's condition trees on plain facts (no database): Magento\Rule\Model\Condition\
// AbstractCondition::validateAttribute for a leaf, Combine for all/any and true/false, and the
// SalesRule conditions Address, Product, Product\Found and Product\Subselect. A node of a type it
// does not know never holds, so a rule it cannot read gives nothing rather than everything.

export interface CartFacts {
  address: AddressFacts;
  lines: readonly LineFacts[];
}

type Scalar = string | number | boolean | null;

const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).trim();
const isNumeric = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)));

/** Magento's _compareValues: numbers by value; text without regard to case, whole (strict) or contained. */
function sameValue(validated: Scalar, value: unknown, strict = true): boolean {
  if (strict && isNumeric(validated) && isNumeric(value)) return Number(validated) === Number(value);
  const wanted = text(validated).toLowerCase();
  const given = text(value).toLowerCase();
  return strict ? wanted === given : given.includes(wanted);
}

/** A list value as Magento parses it: an array, or text split on commas and semicolons. */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  return text(value).split(/\s*[,;]\s*/).filter(Boolean);
}

const LIST_OPERATORS = new Set<Operator>(['()', '!()']);
const NEGATED = new Set<Operator>(['!=', '>', '<', '!{}', '!()']);

/** Whether `validated` (the cart's or item's value) meets `operator value`. */
export function validateAttribute(validated: Scalar | readonly (string | number)[], operator: Operator, rawValue: unknown, listValued = false): boolean {
  const value: unknown = listValued || LIST_OPERATORS.has(operator) ? listOf(rawValue) : rawValue;
  const validatedList = Array.isArray(validated) ? validated.map(text) : null;
  const scalar = validatedList ? null : (validated as Scalar);
  let result = false;
  switch (operator) {
    case '==':
    case '!=':
      if (Array.isArray(value)) {
        if (!validatedList) return false;
        result = value.some((item) => validatedList.includes(item));
      } else if (validatedList) {
        result = validatedList.length === 1 && sameValue(validatedList[0], value);
      } else {
        result = sameValue(scalar, value);
      }
      break;
    case '<=':
    case '>':
      if (validatedList || scalar === null) return false;
      result = Number(scalar) <= Number(value);
      break;
    case '>=':
    case '<':
      if (validatedList || scalar === null) return false;
      result = Number(scalar) >= Number(value);
      break;
    case '{}':
    case '!{}':
      if (!validatedList && Array.isArray(value)) {
        result = value.some((item) => sameValue(item, scalar, false));
      } else if (Array.isArray(value)) {
        result = value.every((item) => (validatedList as string[]).includes(item));
      } else if (validatedList) {
        result = validatedList.includes(text(value));
      } else {
        result = sameValue(value as Scalar, scalar, false);
      }
      break;
    case '()':
    case '!()':
      result = validatedList ? validatedList.some((item) => (value as string[]).includes(item)) : (value as string[]).some((item) => sameValue(scalar, item));
      break;
    default:
      return false;
  }
  return NEGATED.has(operator) ? !result : result;
}

/** Magento's Combine: with `all`, every child must come out as `value`; with `any`, one must. No children: holds. */
function combineHolds(node: ConditionNode, childHolds: (child: ConditionNode) => boolean): boolean {
  const children = node.conditions ?? [];
  const all = node.aggregator !== 'any';
  const wanted = isTrue(node.value ?? true);
  for (const child of children) {
    const held = childHolds(child);
    if (all && held !== wanted) return false;
    if (!all && held === wanted) return true;
  }
  return all || children.length === 0;
}

/** An item condition (Product\Combine or Product) on one item. */
export function itemHolds(node: ConditionNode, item: ItemFacts): boolean {
  if (node.type === CONDITION.productCombine || node.type === CONDITION.combine) return combineHolds(node, (child) => itemHolds(child, item));
  if (node.type !== CONDITION.product || !node.attribute || !node.operator) return false;
  const validated = (item as unknown as Record<string, Scalar | number[] | undefined>)[node.attribute] ?? null;
  return validateAttribute(validated, node.operator, node.value, node.attribute === 'category_ids');
}

/** Whether a rule's actions take this line: the line or one of the products inside it meets them (Magento's RulesApplier validates a parent's children too). No actions: every line. */
export function lineMatches(actions: ConditionNode | null, line: LineFacts): boolean {
  if (!actions) return true;
  return itemHolds(actions, line) || line.children.some((child) => itemHolds(actions, child));
}

/** Product\Found: whether an item meeting all (any) of the node's conditions is in the cart (value true) or is not (false). */
function foundHolds(node: ConditionNode, cart: CartFacts): boolean {
  const all = node.aggregator !== 'any';
  const conditions = node.conditions ?? [];
  const items = cart.lines.flatMap((line) => [line, ...line.children]);
  const meets = (item: ItemFacts) => (all ? conditions.every((child) => itemHolds(child, item)) : conditions.some((child) => itemHolds(child, item)));
  const found = items.some(meets);
  return isTrue(node.value ?? true) ? found : !found;
}

/** Product\Subselect: the total quantity (qty) or amount (base_row_total) of the matching lines, compared. */
function subselectHolds(node: ConditionNode, cart: CartFacts): boolean {
  if (!node.conditions?.length || !node.operator) return false;
  // Its own value is the total to compare with; its conditions combine as an all/any that must hold.
  const itemsWanted: ConditionNode = { type: CONDITION.productCombine, aggregator: node.aggregator, value: true, conditions: node.conditions };
  const matching = cart.lines.filter((line) => lineMatches(itemsWanted, line));
  const total = matching.reduce((sum, line) => sum + (node.attribute === 'qty' ? line.quote_item_qty : line.quote_item_row_total), 0);
  return validateAttribute(total, node.operator, node.value);
}

/** Whether the cart meets a rule's conditions (Combine, Address, Product\Found, Product\Subselect). No conditions: every cart. */
export function cartMatches(conditions: ConditionNode | null, cart: CartFacts): boolean {
  if (!conditions) return true;
  return cartHolds(conditions, cart);
}

function cartHolds(node: ConditionNode, cart: CartFacts): boolean {
  switch (node.type) {
    case CONDITION.combine:
      return combineHolds(node, (child) => cartHolds(child, cart));
    case CONDITION.address:
      if (!node.attribute || !node.operator) return false;
      return validateAttribute((cart.address as unknown as Record<string, Scalar | undefined>)[node.attribute] ?? null, node.operator, node.value);
    case CONDITION.found:
      return foundHolds(node, cart);
    case CONDITION.subselect:
      return subselectHolds(node, cart);
    default:
      return false;
  }
}
