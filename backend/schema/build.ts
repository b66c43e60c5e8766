import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from '../resolvers';
import { loadTypeDefs } from './sdl';

export { EXTENSIONS_DIR, loadTypeDefs, SCHEMA_DIR, schemaFiles } from './sdl';

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
