/**
 * The product rule of a Catalog Products List widget, read from its `conditions_encoded`
 * parameter. Page Builder (2.4) writes the rule as JSON keyed by the condition's path ("1" is the
 * root combination, "1--1" its first child, "1--1--2" a grandchild) and, so the JSON survives
 * inside a `{{widget}}` directive, replaces `{` `}` `"` `\` with `^[` `^]` `` ` `` `|`:
 *
 *   ^[`1`:^[`aggregator`:`all`,`new_child`:``,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`value`:`1`^],
 *     `1--1`:^[`operator`:`()`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`value`:`SKU1, SKU2`^]^]
 *
 * Only what Page Builder's products form writes is understood: combinations (all/any, true/false)
 * of `sku` and `category_ids` conditions. Anything else reads as null (the widget then lists
 * nothing rather than guessing), and nothing here throws.
 */
export type ConditionOperator = '==' | '!=' | '()' | '!()' | '{}' | '!{}';

export type ProductCondition =
  | { kind: 'combine'; aggregator: 'all' | 'any'; expected: boolean; children: ProductCondition[] }
  | { kind: 'sku'; operator: ConditionOperator; values: string[] }
  | { kind: 'category'; operator: ConditionOperator; ids: number[] };

const COMBINE = 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine';
const PRODUCT = 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product';
const OPERATORS: readonly string[] = ['==', '!=', '()', '!()', '{}', '!{}'];
const MAX_DEPTH = 10;

/** Undoes Page Builder's directive-safe spelling of the JSON (`^[` `^]` `` ` `` `|`). */
export const decodeWysiwygCharacters = (encoded: string) =>
  encoded.replace(/\^\[/g, '{').replace(/\^\]/g, '}').replace(/`/g, '"').replace(/\|/g, '\\');

/** The directive-safe spelling of a rule's JSON: what Page Builder writes into conditions_encoded. */
export const encodeWysiwygCharacters = (json: string) =>
  json.replace(/\{/g, '^[').replace(/\}/g, '^]').replace(/"/g, '`').replace(/\\/g, '|');

type RawCondition = Record<string, unknown>;

const isRecord = (value: unknown): value is RawCondition => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Magento splits a multi-value condition on commas (and semicolons), trimming each value. */
const listOf = (value: unknown): string[] => {
  const items = Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value).split(/[,;]/) : [];
  return items.map((item) => item.trim()).filter((item) => item !== '');
};

const normaliseType = (value: unknown) => (typeof value === 'string' ? value.replace(/\\+/g, '\\').replace(/^\\/, '') : '');

function readLeaf(raw: RawCondition): ProductCondition | null {
  const operator = String(raw.operator ?? '');
  if (!OPERATORS.includes(operator)) return null;
  const op = operator as ConditionOperator;
  if (raw.attribute === 'sku') return { kind: 'sku', operator: op, values: listOf(raw.value) };
  if (raw.attribute === 'category_ids') {
    const values = listOf(raw.value);
    const ids = values.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) return null;
    return { kind: 'category', operator: op, ids };
  }
  return null;
}

function readNode(path: string, all: Record<string, RawCondition>, depth: number): ProductCondition | null {
  const raw = all[path];
  if (!raw || depth > MAX_DEPTH) return null;
  const type = normaliseType(raw.type);
  if (type === PRODUCT) return readLeaf(raw);
  if (type !== COMBINE) return null;
  const aggregator = raw.aggregator ?? 'all';
  if (aggregator !== 'all' && aggregator !== 'any') return null;
  const childPaths = Object.keys(all)
    .filter((key) => key.startsWith(`${path}--`) && !key.slice(path.length + 2).includes('--'))
    .sort((a, b) => Number(a.slice(path.length + 2)) - Number(b.slice(path.length + 2)));
  const children: ProductCondition[] = [];
  for (const childPath of childPaths) {
    const child = readNode(childPath, all, depth + 1);
    if (!child) return null;
    children.push(child);
  }
  return { kind: 'combine', aggregator, expected: String(raw.value ?? '1') !== '0', children };
}

/** The rule of a `conditions_encoded` value, or null when it is missing, malformed or uses conditions we do not evaluate. */
export function parseProductConditions(encoded: string | undefined): ProductCondition | null {
  if (!encoded) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeWysiwygCharacters(encoded));
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const all: Record<string, RawCondition> = {};
  for (const [key, value] of Object.entries(parsed)) if (isRecord(value)) all[key] = value;
  const root = readNode('1', all, 0);
  return root?.kind === 'combine' ? root : null;
}

/** The SKUs named by the rule's first `sku is one of` condition, in the order written: the order of `position_by_sku`. */
export function skuOrderOf(condition: ProductCondition): string[] {
  if (condition.kind === 'sku') return condition.operator === '()' || condition.operator === '==' ? condition.values : [];
  if (condition.kind === 'combine') {
    for (const child of condition.children) {
      const order = skuOrderOf(child);
      if (order.length) return order;
    }
  }
  return [];
}

/** The categories the rule selects by (`category is / is one of`), for the `position` sort order. */
export function categoryIdsOf(condition: ProductCondition): number[] {
  if (condition.kind === 'category') return condition.operator === '()' || condition.operator === '==' ? condition.ids : [];
  if (condition.kind === 'combine') return condition.children.flatMap(categoryIdsOf);
  return [];
}
