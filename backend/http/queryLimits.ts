import {
  GraphQLError,
  Kind,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { GraphQlInputException } from '../errors';
import { BACKEND_VALIDATION_RULES } from './olderClientVariables';

// Magento's QueryComplexityLimiter (GraphQl di.xml: queryDepth 20, queryComplexity 300) and the
// graphql-php QueryDepth / QueryComplexity rules it installs, counted the same way, messages word for
// word. Introspection is counted like any query, as in Magento: the standard introspection query
// (graphql-js getIntrospectionQuery(), every option on) has 73 fields as written, depth 13 and
// complexity 230, inside both limits, so GraphiQL, codegen and Apollo tooling keep working.
export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;

const depthMessage = (max: number, got: number) => `Max query depth should be ${max} but got ${got}.`;
const complexityMessage = (max: number, got: number) => `Max query complexity should be ${max} but got ${got}.`;

/**
 * QueryComplexityLimiter::validateFieldCount: every Field node as written (fragment definitions once),
 * right after parsing. Cheap, and it stops a 10,000-alias query before validation (whose overlapping-
 * fields check grows with the square of the fields) or any resolver runs. GraphQlInputException → HTTP 500.
 */
export function assertFieldCount(document: DocumentNode, max = MAX_QUERY_COMPLEXITY): void {
  let count = 0;
  visit(document, {
    Field() {
      count += 1;
    },
  });
  if (count > max) throw new GraphQlInputException(complexityMessage(max, count));
}

/**
 * Measures each fragment once per operation, however often it is spread (nested spreads must not
 * grow exponentially); a fragment inside its own spread counts `onCycle` (NoFragmentCyclesRule reports it).
 */
function perFragment<T>(context: ValidationContext, measure: (fragment: FragmentDefinitionNode) => T, onCycle: T): (name: string) => T {
  const measured = new Map<string, T>();
  const open = new Set<string>();
  return (name) => {
    const known = measured.get(name);
    if (known !== undefined) return known;
    const fragment = context.getFragment(name);
    if (!fragment || open.has(name)) return onCycle;
    open.add(name);
    const value = measure(fragment);
    open.delete(name);
    measured.set(name, value);
    return value;
  };
}

/**
 * graphql-php QueryDepth: fields directly under the operation are at depth 0, their children at 1, …;
 * the depth is that of the deepest field that has a selection; fragments add no depth.
 */
export function queryDepthRule(max = MAX_QUERY_DEPTH): ValidationRule {
  return (context) => {
    // The deepest field with a selection, relative to the selection set holding it (-1: none).
    const relativeDepth = (selectionSet: SelectionSetNode): number => {
      let deepest = -1;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.selectionSet) deepest = Math.max(deepest, 1 + relativeDepth(selection.selectionSet));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, relativeDepth(selection.selectionSet));
        } else {
          deepest = Math.max(deepest, fragmentDepth(selection.name.value));
        }
      }
      return deepest;
    };
    const fragmentDepth = perFragment(context, (fragment) => relativeDepth(fragment.selectionSet), -1);
    return {
      OperationDefinition: {
        leave(operation) {
          const depth = Math.max(0, relativeDepth(operation.selectionSet));
          if (depth > max) context.reportError(new GraphQLError(depthMessage(max, depth)));
        },
      },
    };
  };
}

/** graphql-php's directiveExcludesField: the first @skip/@include decides, with the request's variables. */
function isExcluded(field: FieldNode, variable: (name: string) => unknown): boolean {
  for (const directive of field.directives ?? []) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const condition = directive.arguments?.find((argument) => argument.name.value === 'if')?.value;
    const value =
      condition?.kind === Kind.BOOLEAN ? condition.value : condition?.kind === Kind.VARIABLE ? variable(condition.name.value) : undefined;
    if (typeof value !== 'boolean') return false;
    return name === 'skip' ? value : !value;
  }
  return false;
}

function variableLookup(operation: OperationDefinitionNode, variables: Record<string, unknown>): (name: string) => unknown {
  return (name) => {
    if (variables[name] !== undefined) return variables[name];
    const fallback = operation.variableDefinitions?.find((definition) => definition.variable.name.value === name)?.defaultValue;
    if (fallback?.kind === Kind.BOOLEAN) return fallback.value;
    return fallback?.kind === Kind.INT ? Number(fallback.value) : undefined;
  };
}

/**
 * How many times a paged field's selection counts: once per PAGE_SIZE_UNIT items asked for (Magento's
 * default page size), so `products(pageSize: 300) { items { sku } }` costs like 15 copies of its
 * selection and aliases cannot multiply a large page: the document's complexity bounds the items a
 * request can make the server load, not only its fields. Page sizes up to the unit (every storefront
 * listing) cost as before. Unknown (no value sent): one page, as the argument defaults are at most 20.
 */
export const PAGE_SIZE_UNIT = 20;

function pagesAsked(field: FieldNode, variable: (name: string) => unknown): number {
  const value = field.arguments?.find((argument) => argument.name.value === 'pageSize')?.value;
  const pageSize = value?.kind === Kind.INT ? Number(value.value) : value?.kind === Kind.VARIABLE ? variable(value.name.value) : undefined;
  return typeof pageSize === 'number' && pageSize > PAGE_SIZE_UNIT ? Math.ceil(pageSize / PAGE_SIZE_UNIT) : 1;
}

/**
 * graphql-php QueryComplexity with its default cost: fragments expanded, every field 1 plus its
 * children; the children of a field with a pageSize argument count once per page unit (pagesAsked).
 */
export function queryComplexityRule(variables: Record<string, unknown> = {}, max = MAX_QUERY_COMPLEXITY): ValidationRule {
  return (context) => ({
    OperationDefinition: {
      leave(operation) {
        const variable = variableLookup(operation, variables);
        const cost = (selectionSet: SelectionSetNode): number => {
          let total = 0;
          for (const selection of selectionSet.selections) {
            if (selection.kind === Kind.FIELD) {
              if (!isExcluded(selection, variable)) {
                total += 1 + (selection.selectionSet ? cost(selection.selectionSet) * pagesAsked(selection, variable) : 0);
              }
            } else if (selection.kind === Kind.INLINE_FRAGMENT) {
              total += cost(selection.selectionSet);
            } else {
              total += fragmentCost(selection.name.value);
            }
          }
          return total;
        };
        const fragmentCost = perFragment(context, (fragment) => cost(fragment.selectionSet), 0);
        const complexity = cost(operation.selectionSet);
        if (complexity > max) context.reportError(new GraphQLError(complexityMessage(max, complexity)));
      },
    },
  });
}

/**
 * The standard validation (one tolerance for older clients: olderClientVariables.ts), then the limits (answered HTTP 200, category "graphql"). As in graphql-php
 * the complexity is worked out only for an otherwise valid document; so is the depth here (graphql-php
 * would list it next to other validation errors; the client has those to fix first anyway).
 */
/** The schema's own rules depend only on the document: parsed documents are cached (documentCache.ts). */
const specifiedRuleErrors = new WeakMap<DocumentNode, readonly GraphQLError[]>();

export function validateWithLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
): readonly GraphQLError[] {
  let errors = specifiedRuleErrors.get(document);
  if (!errors) {
    errors = validate(schema, document, BACKEND_VALIDATION_RULES);
    specifiedRuleErrors.set(document, errors);
  }
  // Complexity depends on the variables (page sizes): checked on every request.
  return errors.length > 0 ? errors : validate(schema, document, [queryComplexityRule(variables), queryDepthRule()]);
}
