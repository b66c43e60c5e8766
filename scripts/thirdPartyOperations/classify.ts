// Sorts the third-party operations: which are out of scope (and why), which wait for a domain,
// and which our backend must validate and run.
import { getNamedType, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema, type TypeNode } from 'graphql';
import { BACKEND_VALIDATION_RULES } from '../../backend/http/olderClientVariables';
import { validateUnits } from '../validateQueries';
import { inBuiltDomains, pendingDomainOf, PENDING, type PendingDomains } from './domains';
import type { ThirdPartyOperation } from './documents';

export type Verdict =
  /** Cannot be sent as a standalone document (a fragment no package defines, only @client fields). */
  | { status: 'unusable'; reason: string }
  /** Fails against Magento 2.4.7 (Commerce-only fields, GraphCommerce's own schema extensions). */
  | { status: 'not-magento'; reason: string }
  /**
   * Venia's extension operations: invalid against Magento 2.4.7 core only because they ask
   * magento2-pwa or Adobe Commerce coordinates, which our schema answers (backend/schema/extensions):
   * valid against ours, and run. Counted apart, so the 2.4.7 figures stay what 2.4.7 accepts.
   */
  | { status: 'extension'; reason: string }
  /** Valid, but it selects a root field of a domain not built. */
  | { status: 'other-domain'; reason: string }
  /** In a built domain's root fields, but it touches a part of the schema still PENDING. */
  | { status: 'pending'; reason: string }
  | { status: 'selected' };

export interface ClassifiedOperation {
  operation: ThirdPartyOperation;
  verdict: Verdict;
}

const namedTypeOf = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type));

/**
 * The schema coordinates a document uses, read against `schema`: `Type.field` for every field
 * (introspection fields left out), `Type` for every fragment's type condition and variable type,
 * `Input.field` for every input field written in the document.
 */
export function schemaCoordinates(schema: GraphQLSchema, document: DocumentNode): string[] {
  const typeInfo = new TypeInfo(schema);
  const found = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent && !node.name.value.startsWith('__')) found.add(`${parent.name}.${node.name.value}`);
      },
      InlineFragment(node) {
        if (node.typeCondition) found.add(node.typeCondition.name.value);
      },
      FragmentDefinition(node) {
        found.add(node.typeCondition.name.value);
      },
      VariableDefinition(node) {
        found.add(namedTypeOf(node.type));
      },
      ObjectField(node) {
        const input = typeInfo.getParentInputType();
        if (input) found.add(`${getNamedType(input).name}.${node.name.value}`);
      },
    }),
  );
  return [...found].sort();
}

const firstLine = (messages: string[]) => (messages.length > 1 ? `${messages[0]} (and ${messages.length - 1} more)` : messages[0]);

/**
 * Classifies every operation against the real Magento 2.4.7 schema and the domain lists. With `ours`
 * (the backend's schema), a Venia operation Magento 2.4.7 rejects but ours accepts is an extension one.
 */
export function classifyOperations(operations: ThirdPartyOperation[], magento: GraphQLSchema, ours?: GraphQLSchema, pending: PendingDomains = PENDING): ClassifiedOperation[] {
  return operations.map((operation): ClassifiedOperation => {
    if (operation.problem) return { operation, verdict: { status: 'unusable', reason: operation.problem } };
    const errors = validateUnits(magento, [operation]).map((problem) => problem.message);
    if (errors.length) {
      const reason = `invalid against Magento 2.4.7: ${firstLine(errors)}`;
      const extension = ours && operation.family === 'venia' && validateUnits(ours, [operation], BACKEND_VALIDATION_RULES).length === 0;
      return { operation, verdict: { status: extension ? 'extension' : 'not-magento', reason } };
    }
    if (!inBuiltDomains(operation.operation, operation.rootFields)) {
      return { operation, verdict: { status: 'other-domain', reason: `${operation.operation} ${operation.rootFields.join(', ')}: not a built domain's root field` } };
    }
    const waiting = new Map<string, string[]>();
    for (const coordinate of schemaCoordinates(magento, operation.document)) {
      const domain = pendingDomainOf(coordinate, pending);
      if (domain) waiting.set(domain, [...(waiting.get(domain) ?? []), coordinate]);
    }
    if (waiting.size) {
      const reason = [...waiting].map(([domain, coordinates]) => `${domain} (${coordinates.slice(0, 3).join(', ')}${coordinates.length > 3 ? ', …' : ''})`).join('; ');
      return { operation, verdict: { status: 'pending', reason: `waits for ${reason}` } };
    }
    return { operation, verdict: { status: 'selected' } };
  });
}

export interface PackageCounts {
  found: number;
  validAgainstMagento: number;
  selected: number;
  pending: number;
  /** Invalid against Magento 2.4.7 core, valid against ours and run (not in validAgainstMagento). */
  extension: number;
}

/** Per package: operations found, valid against Magento 2.4.7, selected (run), pending, extension ones (run). */
export function countsByPackage(classified: ClassifiedOperation[]): Map<string, PackageCounts> {
  const counts = new Map<string, PackageCounts>();
  for (const { operation, verdict } of classified) {
    const entry = counts.get(operation.package) ?? { found: 0, validAgainstMagento: 0, selected: 0, pending: 0, extension: 0 };
    entry.found += 1;
    if (verdict.status === 'other-domain' || verdict.status === 'pending' || verdict.status === 'selected') entry.validAgainstMagento += 1;
    if (verdict.status === 'selected') entry.selected += 1;
    if (verdict.status === 'pending') entry.pending += 1;
    if (verdict.status === 'extension') entry.extension += 1;
    counts.set(operation.package, entry);
  }
  return counts;
}
