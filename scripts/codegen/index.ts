// `npm run codegen`: writes the TypeScript types of every GraphQL document in src/ (and the
// backend's resolver types) from the schema the backend executes, and the lists derived from the
// page modules (scripts/codegen/pages.ts). `--check` writes nothing and
// exits 1 when a committed file differs from what the schema and documents give.
import fs from 'node:fs';
import path from 'node:path';
import * as addPlugin from '@graphql-codegen/add';
import { codegen } from '@graphql-codegen/core';
import type { Types } from '@graphql-codegen/plugin-helpers';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as typescriptOperationsPlugin from '@graphql-codegen/typescript-operations';
import * as typescriptResolversPlugin from '@graphql-codegen/typescript-resolvers';
import { Kind, parse, printSchema, type DefinitionNode } from 'graphql';
import { buildSchema } from '../../backend/schema/build';
import { GENERATED_HEADER, OPERATION_TYPES_CONFIG, OPERATION_TYPES_FILE, RESOLVER_TYPES_CONFIG, RESOLVER_TYPES_FILE } from './config';
import { pageGeneratedFiles } from './pages';
import { findGqlFiles, loadOperationUnits } from '../validateQueries';

const ROOT = path.resolve(__dirname, '..', '..');

export interface GeneratedFile {
  file: string;
  content: string;
}

const definitionKey = (def: DefinitionNode) => `${def.kind}:${'name' in def ? def.name?.value : ''}`;

/** The documents of src/ exactly as the app sends them (fragments interpolated), each definition once. */
async function sourceDocuments(): Promise<Types.DocumentFile[]> {
  const units = await loadOperationUnits(findGqlFiles(path.join(ROOT, 'src')));
  const seen = new Set<string>();
  return units.map((unit) => {
    const definitions = unit.document.definitions.filter((def) => !seen.has(definitionKey(def)) && seen.add(definitionKey(def)));
    return { location: unit.file, document: { kind: Kind.DOCUMENT, definitions } };
  });
}

export async function generatedFiles(): Promise<GeneratedFile[]> {
  // One schema for everything: the one the backend executes and introspection describes.
  const schemaAst = buildSchema();
  const schema = parse(printSchema(schemaAst));
  const pluginMap = { add: addPlugin, typescript: typescriptPlugin, 'typescript-operations': typescriptOperationsPlugin, 'typescript-resolvers': typescriptResolversPlugin };
  const operations = await codegen({
    filename: OPERATION_TYPES_FILE,
    schema,
    schemaAst,
    documents: await sourceDocuments(),
    config: OPERATION_TYPES_CONFIG,
    plugins: [{ add: { content: GENERATED_HEADER } }, { 'typescript-operations': {} }],
    pluginMap,
  });
  const resolvers = await codegen({
    filename: RESOLVER_TYPES_FILE,
    schema,
    schemaAst,
    documents: [],
    config: RESOLVER_TYPES_CONFIG,
    plugins: [{ add: { content: GENERATED_HEADER } }, { typescript: {} }, { 'typescript-resolvers': {} }],
    pluginMap,
  });
  return [
    { file: OPERATION_TYPES_FILE, content: operations },
    { file: RESOLVER_TYPES_FILE, content: resolvers },
    ...pageGeneratedFiles(),
  ];
}

/** The generated files whose committed text (below `root`) differs from a fresh generation. */
export function staleFiles(files: GeneratedFile[], root = ROOT): string[] {
  return files
    .filter(({ file, content }) => {
      const absolute = path.resolve(root, file);
      return !fs.existsSync(absolute) || fs.readFileSync(absolute, 'utf8') !== content;
    })
    .map(({ file }) => file);
}

async function main(check: boolean): Promise<number> {
  const files = await generatedFiles();
  if (check) {
    const stale = staleFiles(files);
    for (const file of stale) console.error(`codegen: ${file} is stale; run npm run codegen and commit it`);
    if (!stale.length) console.log(`codegen: ${files.length} generated file(s) up to date`);
    return stale.length ? 1 : 0;
  }
  for (const { file, content } of files) {
    const absolute = path.resolve(ROOT, file);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, content);
    console.log(`codegen: wrote ${file}`);
  }
  return 0;
}

if (require.main === module) {
  main(process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`codegen: ${error.message}`);
      process.exit(1);
    },
  );
}
