import fs from 'node:fs';
import path from 'node:path';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from '../resolvers';

export const SCHEMA_DIR = __dirname;
export const EXTENSIONS_DIR = path.join(__dirname, 'extensions');

const sdlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => path.join(dir, name));

/** The SDL files of the backend: Magento core subset first, then our extensions. */
export function schemaFiles(): { core: string[]; extensions: string[] } {
  return { core: sdlFiles(SCHEMA_DIR), extensions: sdlFiles(EXTENSIONS_DIR) };
}

export function loadTypeDefs() {
  const { core, extensions } = schemaFiles();
  return mergeTypeDefs([...core, ...extensions].map((file) => fs.readFileSync(file, 'utf8')));
}

/** Interfaces resolve to the concrete type each resolver names in `__typename`. */
function withInterfaceTypeResolvers(schemaSdl: ReturnType<typeof loadTypeDefs>, map: Record<string, any>) {
  const result: Record<string, any> = { ...map };
  for (const def of schemaSdl.definitions) {
    if (def.kind === 'InterfaceTypeDefinition' || def.kind === 'UnionTypeDefinition') {
      const name = def.name.value;
      result[name] = { __resolveType: (obj: { __typename?: string }) => obj.__typename ?? null, ...(result[name] ?? {}) };
    }
  }
  return result;
}

export function buildSchema(): GraphQLSchema {
  const typeDefs = loadTypeDefs();
  return makeExecutableSchema({ typeDefs, resolvers: withInterfaceTypeResolvers(typeDefs, resolvers) });
}
