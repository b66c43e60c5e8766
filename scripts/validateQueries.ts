// The logic behind `npm run validate:queries` (scripts/validate-queries.ts is the CLI):
// every GraphQL operation the storefront sends is checked against the backend's SDL and,
// where ../shared/magento exists, against the real Magento 2.4.7 schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildASTSchema,
  Kind,
  NoUnusedFragmentsRule,
  print,
  specifiedRules,
  type ValidationRule,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { loadTypeDefs, EXTENSIONS_DIR } from '../backend/schema/sdl';
import { REPO_ROOT, runMagentoValidator } from './magentoSchema';

/** One operation with the fragments it uses, ready to validate on its own. */
export interface OperationUnit {
  /** Repository-relative path of the .gql.ts file that exports it. */
  file: string;
  /** Operation name, or `fragment Name` for a fragment that no operation in its file uses. */
  name: string;
  document: DocumentNode;
}

export interface ValidationProblem {
  file: string;
  name: string;
  message: string;
}

export const formatProblem = ({ file, name, message }: ValidationProblem) => `${file}:${name}: ${message}`;

/** Every *.gql.ts file under `dir`, sorted, as absolute paths. */
export function findGqlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.endsWith('.gql.ts') && !name.split(path.sep).includes('__tests__'))
    .map((name) => path.join(dir, name))
    .sort();
}

const isDocumentNode = (value: unknown): value is DocumentNode =>
  Boolean(value) && typeof value === 'object' && (value as DocumentNode).kind === Kind.DOCUMENT && Array.isArray((value as DocumentNode).definitions);

const isOperation = (def: DefinitionNode): def is OperationDefinitionNode => def.kind === Kind.OPERATION_DEFINITION;
const isFragment = (def: DefinitionNode): def is FragmentDefinitionNode => def.kind === Kind.FRAGMENT_DEFINITION;

function spreadNames(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/** The fragments `root` uses, directly or through other fragments (unknown names are left to validate()). */
function fragmentsUsedBy(root: DefinitionNode, fragments: Map<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const queue = spreadNames(root);
  while (queue.length) {
    const name = queue.pop()!;
    const fragment = fragments.get(name);
    if (used.has(name) || !fragment) continue;
    used.set(name, fragment);
    queue.push(...spreadNames(fragment));
  }
  return [...used.values()];
}

/**
 * Splits a module's exported documents (as `gql` builds them, fragments included) into one
 * unit per operation. Fragments that no operation of the file uses become units of their own.
 */
export function operationUnits(file: string, moduleExports: Record<string, unknown>): OperationUnit[] {
  const documents = [...new Set(Object.values(moduleExports).filter(isDocumentNode))];
  const definitions = documents.flatMap((doc) => doc.definitions);
  const fragments = new Map(definitions.filter(isFragment).map((def) => [def.name.value, def]));
  const operations = new Map<string, OperationDefinitionNode>();
  for (const op of definitions.filter(isOperation)) operations.set(op.name?.value ?? print(op), op);

  const units: OperationUnit[] = [...operations.values()].map((op) => ({
    file,
    name: op.name?.value ?? '(anonymous operation)',
    document: { kind: Kind.DOCUMENT, definitions: [op, ...fragmentsUsedBy(op, fragments)] },
  }));
  const usedFragments = new Set(units.flatMap((unit) => unit.document.definitions.filter(isFragment).map((def) => def.name.value)));
  for (const fragment of fragments.values()) {
    if (usedFragments.has(fragment.name.value)) continue;
    units.push({
      file,
      name: `fragment ${fragment.name.value}`,
      document: { kind: Kind.DOCUMENT, definitions: [fragment, ...fragmentsUsedBy(fragment, fragments)] },
    });
  }
  return units;
}

/** Imports each .gql.ts file (tsx or Jest compiles it) and returns its operation units. */
export async function loadOperationUnits(files: string[]): Promise<OperationUnit[]> {
  const units: OperationUnit[] = [];
  for (const file of files) {
    const moduleExports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    units.push(...operationUnits(path.relative(REPO_ROOT, file), moduleExports));
  }
  return units;
}

/** The embedded backend's schema: backend/schema/*.graphql + extensions/, as the server merges them. */
export function backendSchema(): GraphQLSchema {
  return buildASTSchema(loadTypeDefs());
}

const rulesFor = (unit: OperationUnit, rules: readonly ValidationRule[]) =>
  unit.document.definitions.some(isOperation) ? rules : rules.filter((rule) => rule !== NoUnusedFragmentsRule);

/** graphql-js validation of every unit against `schema` (by default the standard rules; the backend's own with BACKEND_VALIDATION_RULES). */
export function validateUnits(schema: GraphQLSchema, units: OperationUnit[], rules: readonly ValidationRule[] = specifiedRules): ValidationProblem[] {
  return units.flatMap((unit) => validate(schema, unit.document, rulesFor(unit, rules)).map((error) => ({ file: unit.file, name: unit.name, message: error.message })));
}

/** Fragments that share a name but differ in text would collide once the files are merged. */
export function fragmentConflicts(units: OperationUnit[]): ValidationProblem[] {
  const seen = new Map<string, { text: string; file: string }>();
  const problems: ValidationProblem[] = [];
  for (const unit of units) {
    for (const fragment of unit.document.definitions.filter(isFragment)) {
      const text = print(fragment);
      const prior = seen.get(fragment.name.value);
      if (!prior) seen.set(fragment.name.value, { text, file: unit.file });
      else if (prior.text !== text) {
        problems.push({ file: unit.file, name: `fragment ${fragment.name.value}`, message: `differs from the fragment of the same name in ${prior.file}` });
      }
    }
  }
  return problems;
}

/**
 * Writes the units as .graphql files for validate-operations.mjs: one file per operation and one
 * per fragment, each fragment once (the validator rejects a fragment defined in two files and
 * borrows fragments across files). Returns which source file and operation each file stands for.
 */
export function writeOperationFiles(units: OperationUnit[], dir: string): Map<string, { file: string; name: string }> {
  const owners = new Map<string, { file: string; name: string }>();
  const written = new Set<string>();
  const write = (definition: OperationDefinitionNode | FragmentDefinitionNode, owner: { file: string; name: string }) => {
    const file = path.join(dir, `${String(owners.size).padStart(3, '0')}-${owner.name.replace(/[^\w-]+/g, '_')}.graphql`);
    fs.writeFileSync(file, `${print(definition)}\n`);
    owners.set(file, owner);
  };
  for (const unit of units) {
    for (const definition of unit.document.definitions) {
      if (isOperation(definition)) write(definition, unit);
      else if (isFragment(definition) && !written.has(definition.name.value)) {
        written.add(definition.name.value);
        write(definition, { file: unit.file, name: `fragment ${definition.name.value}` });
      }
    }
  }
  return owners;
}

const MAGENTO_ERROR_LINE = /^(.+?\.graphql):(\d+):(\d+): error: (.*)$/;

/**
 * Runs the Magento 2.4.7 validator (with our backend/schema/extensions as extra SDL) over the
 * units and maps its `file:line:column: error:` lines back to source file and operation.
 */
export function validateUnitsWithMagento(sharedDir: string, units: OperationUnit[]): { problems: ValidationProblem[]; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-queries-'));
  try {
    const owners = writeOperationFiles(units, dir);
    const { code, output } = runMagentoValidator(sharedDir, { extraDirs: [EXTENSIONS_DIR], operations: [dir] });
    const problems: ValidationProblem[] = [];
    for (const line of output.split('\n')) {
      const match = MAGENTO_ERROR_LINE.exec(line);
      if (!match) continue;
      const owner = owners.get(path.resolve(REPO_ROOT, match[1])) ?? { file: match[1], name: `line ${match[2]}` };
      problems.push({ ...owner, message: match[4] });
    }
    // Exit 2 means the schema could not be built: nothing was validated.
    if (code !== 0 && !problems.length) problems.push({ file: '(magento)', name: 'validator', message: output.trim() || `exit code ${code}` });
    return { problems, output };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
