// Turns a package family's definitions into standalone operations, each with the fragments it
// uses, in the form the package's own client sends them over the wire.
import {
  Kind,
  print,
  visit,
  BREAK,
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type InlineFragmentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { OperationUnit } from '../validateQueries';
import type { SourceDocument } from './extract';
import type { PackageFamily } from './packages';

export interface PackageSource {
  /** npm name, e.g. @magento/peregrine. */
  name: string;
  family: PackageFamily;
  documents: SourceDocument[];
}

export interface ThirdPartyOperation extends OperationUnit {
  /** npm name of the package that ships the operation. */
  package: string;
  family: PackageFamily;
  /** Path inside the package. */
  packageFile: string;
  operation: 'query' | 'mutation' | 'subscription';
  /** Root fields it selects (through root-level fragments too), `__typename` left out. */
  rootFields: string[];
  /** Why it cannot be built as a standalone document (an unknown fragment, nothing left to send). */
  problem?: string;
}

interface FragmentSource {
  pkg: string;
  file: string;
  definition: FragmentDefinitionNode;
}

type Edition = 'ce' | 'ee' | 'neutral';
// Venia ships Open Source and Commerce variants of some documents side by side (x.gql.ce.js, x.gql.ee.js).
const editionOf = (file: string): Edition => (/\.ee\.[a-z]+$/.test(file) ? 'ee' : /\.ce\.[a-z]+$/.test(file) ? 'ce' : 'neutral');
const dirOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);

/**
 * Which definition a spread of `name` in (pkg, file) means when several files define it: the same
 * file, then the same package, then the same edition (Commerce variants only for Commerce files),
 * then the same folder, then the first by path.
 */
function pickFragment(candidates: FragmentSource[], pkg: string, file: string): FragmentSource {
  const edition = editionOf(file);
  const rank = (c: FragmentSource): Array<number | string> => {
    const other = editionOf(c.file);
    const editionMismatch = other !== 'neutral' && other !== edition && !(edition === 'neutral' && other === 'ce');
    return [c.pkg === pkg && c.file === file ? 0 : 1, c.pkg === pkg ? 0 : 1, editionMismatch ? 1 : 0, dirOf(c.file) === dirOf(file) ? 0 : 1, `${c.pkg}/${c.file}`];
  };
  const compare = (a: FragmentSource, b: FragmentSource) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i += 1) if (ra[i] !== rb[i]) return ra[i] < rb[i] ? -1 : 1;
    return 0;
  };
  return [...candidates].sort(compare)[0];
}

const directiveNamed = (name: string) => (d: DirectiveNode) => d.name.value === name;
const stringList = (directive: DirectiveNode, argument: string): string[] => {
  const value = directive.arguments?.find((arg: ArgumentNode) => arg.name.value === argument)?.value;
  if (!value) return [];
  if (value.kind === Kind.STRING) return [value.value];
  return value.kind === Kind.LIST ? value.values.flatMap((v) => (v.kind === Kind.STRING ? [v.value] : [])) : [];
};

/**
 * GraphCommerce's build merges `fragment X on T @inject(into: ["Y"])` into fragment Y as a spread
 * `...X`. Returns target fragment name → injected fragment names.
 */
function injections(fragments: FragmentSource[]): Map<string, string[]> {
  const into = new Map<string, string[]>();
  for (const { definition } of fragments) {
    for (const directive of (definition.directives ?? []).filter(directiveNamed('inject'))) {
      for (const target of stringList(directive, 'into')) into.set(target, [...new Set([...(into.get(target) ?? []), definition.name.value])]);
    }
  }
  return into;
}

const spreadOf = (name: string): FragmentSpreadNode => ({ kind: Kind.FRAGMENT_SPREAD, name: { kind: Kind.NAME, value: name } });

function withInjected(definition: FragmentDefinitionNode, injected: string[] | undefined): FragmentDefinitionNode {
  if (!injected?.length) return definition;
  return { ...definition, selectionSet: { ...definition.selectionSet, selections: [...definition.selectionSet.selections, ...injected.map(spreadOf)] } };
}

function spreadNames(node: OperationDefinitionNode | FragmentDefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/** Directives only the package's client understands; its Apollo links strip them before sending. */
const CLIENT_DIRECTIVES: Record<PackageFamily, string[]> = {
  venia: ['connection'],
  // @inject/@injectable are build-time; GraphCommerce's RemovePrivateContextDirectivesLink strips
  // @privateContext and the `context` arguments and variable.
  graphcommerce: ['connection', 'inject', 'injectable', 'privateContext'],
};

const isEmptySet = (set: SelectionSetNode | undefined) => Boolean(set) && set!.selections.length === 0;

/**
 * The document as the package's Apollo client sends it: `@client` fields removed (and any field or
 * fragment left with nothing to select), client-only directives and GraphCommerce's `$context` gone,
 * fragments no operation uses any more dropped.
 */
export function wireDocument(document: DocumentNode, family: PackageFamily): DocumentNode {
  const strip = new Set(CLIENT_DIRECTIVES[family]);
  let current = visit(document, {
    Field: (field: FieldNode) => (field.directives?.some(directiveNamed('client')) ? null : undefined),
    Directive: (directive: DirectiveNode) => (strip.has(directive.name.value) ? null : undefined),
    VariableDefinition: (def: VariableDefinitionNode) => (family === 'graphcommerce' && def.variable.name.value === 'context' ? null : undefined),
    Argument: (arg: ArgumentNode) => (family === 'graphcommerce' && arg.value.kind === Kind.VARIABLE && arg.value.name.value === 'context' ? null : undefined),
  });
  // Removing a field can empty its parent's selection set; repeat until nothing more goes.
  for (;;) {
    const emptyFragments = new Set(
      current.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.selectionSet.selections.length === 0).map((d) => d.name.value),
    );
    let changed = false;
    const next: DocumentNode = visit(current, {
      Field: { leave: (field: FieldNode) => (isEmptySet(field.selectionSet) ? ((changed = true), null) : undefined) },
      InlineFragment: { leave: (inline: InlineFragmentNode) => (isEmptySet(inline.selectionSet) ? ((changed = true), null) : undefined) },
      FragmentSpread: (spread: FragmentSpreadNode) => (emptyFragments.has(spread.name.value) ? ((changed = true), null) : undefined),
    });
    const used = new Set(next.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION).flatMap(collectSpreads(next)));
    const definitions = next.definitions.filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION || (used.has(d.name.value) && d.selectionSet.selections.length > 0));
    if (definitions.length !== next.definitions.length) changed = true;
    current = { ...next, definitions };
    if (!changed) return current;
  }
}

/** Names of every fragment an operation reaches, directly or through other fragments. */
const collectSpreads = (document: DocumentNode) => (operation: OperationDefinitionNode): string[] => {
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const seen = new Set<string>();
  const queue = spreadNames(operation);
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const fragment = fragments.get(name);
    if (fragment) queue.push(...spreadNames(fragment));
  }
  return [...seen];
};

/** The root fields an operation selects, looking through root-level fragments and inline fragments. */
export function rootFieldsOf(document: DocumentNode): string[] {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return [];
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const fields = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') fields.add(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return [...fields].sort();
}

/** Whether a document has any field that needs the server (false when everything was @client). */
const sendsAnything = (document: DocumentNode) => {
  let found = false;
  visit(document, {
    OperationDefinition: (op) => {
      if (op.selectionSet.selections.length > 0) found = true;
      return BREAK;
    },
  });
  return found;
};

/**
 * One standalone operation per operation definition of the family's packages, with the fragments it
 * uses resolved by name (GraphCommerce's injections applied), as sent over the wire. The same
 * document shipped twice by one package (a deprecated re-export, a copy) is kept once.
 */
export function buildOperations(packages: PackageSource[]): ThirdPartyOperation[] {
  const operations: ThirdPartyOperation[] = [];
  const families = [...new Set(packages.map((p) => p.family))];
  for (const family of families) {
    const members = packages.filter((p) => p.family === family);
    const fragmentSources: FragmentSource[] = members.flatMap((p) =>
      p.documents.flatMap((doc) =>
        doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((definition) => ({ pkg: p.name, file: doc.file, definition })),
      ),
    );
    const byName = new Map<string, FragmentSource[]>();
    for (const source of fragmentSources) byName.set(source.definition.name.value, [...(byName.get(source.definition.name.value) ?? []), source]);
    const injected = family === 'graphcommerce' ? injections(fragmentSources) : new Map<string, string[]>();

    for (const pkg of members) {
      const seenTexts = new Set<string>();
      let anonymous = 0;
      for (const doc of pkg.documents) {
        for (const op of doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
          const resolved = new Map<string, FragmentDefinitionNode>();
          const missing: string[] = [];
          const queue = spreadNames(op);
          while (queue.length) {
            const name = queue.shift()!;
            if (resolved.has(name) || missing.includes(name)) continue;
            const candidates = byName.get(name);
            if (!candidates) {
              missing.push(name);
              continue;
            }
            const definition = withInjected(pickFragment(candidates, pkg.name, doc.file).definition, injected.get(name));
            resolved.set(name, definition);
            queue.push(...spreadNames(definition));
          }
          const document = wireDocument({ kind: Kind.DOCUMENT, definitions: [op, ...resolved.values()] }, family);
          const text = print(document);
          if (seenTexts.has(text)) continue;
          seenTexts.add(text);
          const name = op.name?.value ?? `(anonymous ${(anonymous += 1)})`;
          const problem = missing.length
            ? `fragment ${missing.join(', ')} is defined in no ${family} package`
            : sendsAnything(document)
              ? undefined
              : 'every field is @client: nothing is sent to the server';
          operations.push({
            file: `${pkg.name}/${doc.file}`,
            name,
            document,
            package: pkg.name,
            family,
            packageFile: doc.file,
            operation: op.operation,
            rootFields: rootFieldsOf(document),
            ...(problem ? { problem } : {}),
          });
        }
      }
    }
  }
  return operations;
}

/** `package/file:operation`, how failures name an operation. */
export const operationId = (op: Pick<ThirdPartyOperation, 'file' | 'name'>) => `${op.file}:${op.name}`;
