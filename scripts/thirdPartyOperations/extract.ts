// Finds the GraphQL definitions a published package ships: .graphql/.gql files (GraphCommerce) and
// gql`...` template literals in its JavaScript/TypeScript (Venia, Peregrine, Page Builder).
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

export type ExecutableDefinition = OperationDefinitionNode | FragmentDefinitionNode;

/** The executable definitions of one source text (a .graphql file or one gql`` literal). */
export interface SourceDocument {
  /** Path inside the package, e.g. lib/talons/Cart/cart.gql.js. */
  file: string;
  definitions: ExecutableDefinition[];
  /** Set when the text is not valid GraphQL; definitions is then empty. */
  parseError?: string;
}

const SKIPPED_DIRS = new Set(['node_modules', '__tests__', '__mocks__', '__fixtures__', '__stories__', 'test', 'tests']);
const GRAPHQL_FILE = /\.(graphql|gql)$/;
const SCRIPT_FILE = /\.(m?js|cjs|jsx|tsx?)$/;

/** Package files that may hold operations, relative to the package root, sorted. */
export function candidateFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (GRAPHQL_FILE.test(entry.name) || (SCRIPT_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))) {
        found.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

const isExecutable = (def: DefinitionNode): def is ExecutableDefinition =>
  def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION;

function parseSource(file: string, text: string): SourceDocument {
  try {
    // Schema files (client-schema.graphql, type extensions) parse too and simply yield nothing.
    return { file, definitions: parse(text, { noLocation: true }).definitions.filter(isExecutable) };
  } catch (error) {
    return { file, definitions: [], parseError: (error as Error).message };
  }
}

// gql`...`: the literal's text up to the first unescaped backtick (a comment inside may hold an
// escaped one, as in "# ... \`breadcrumbs\` ...").
const GQL_LITERAL = /\bgql\s*`((?:\\[\s\S]|[^`\\])*)`/g;
// An interpolation inside the literal: `${ProductFragment}` appends that fragment's document. The
// fragment is found again by the name of its spread, so the interpolation itself is dropped.
const INTERPOLATION = /\$\{[^}]*\}/g;

/** The GraphQL texts of every gql`` literal in a script. */
export function gqlLiterals(script: string): string[] {
  return [...script.matchAll(GQL_LITERAL)].map((match) => match[1].replace(INTERPOLATION, '').replace(/\\([\s\S])/g, '$1'));
}

/** Whether a GraphQL text holds anything but comments and white space. */
const hasDefinitions = (text: string) => text.replace(/#[^\n\r]*/g, '').trim().length > 0;

/** One SourceDocument per .graphql file or per gql`` literal of a script (those holding only comments are left out). */
export function sourceDocuments(file: string, text: string): SourceDocument[] {
  if (GRAPHQL_FILE.test(file)) return hasDefinitions(text) ? [parseSource(file, text)] : [];
  return gqlLiterals(text)
    .filter(hasDefinitions)
    .map((literal) => parseSource(file, literal));
}

/** Every source document of a package folder. */
export function packageDocuments(root: string): SourceDocument[] {
  return candidateFiles(root).flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (!GRAPHQL_FILE.test(file) && !text.includes('gql')) return [];
    return sourceDocuments(file, text);
  });
}
