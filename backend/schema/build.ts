import { makeExecutableSchema } from '@graphql-tools/schema';
import { Kind, type DefinitionNode, type DocumentNode, type GraphQLSchema, type InterfaceTypeDefinitionNode, type UnionTypeDefinitionNode } from 'graphql';
import { withRateLimits } from '../abuse/withRateLimits';
import { resolvers } from '../resolvers';
import { collectCacheTags } from '../cache/collectCacheTags';
import { limitPageSizes } from './pageSizeLimit';
import { loadTypeDefs } from './sdl';

export { EXTENSIONS_DIR, loadTypeDefs, SCHEMA_DIR, schemaFiles } from './sdl';

const isAbstract = (def: DefinitionNode): def is InterfaceTypeDefinitionNode | UnionTypeDefinitionNode =>
  def.kind === Kind.INTERFACE_TYPE_DEFINITION || def.kind === Kind.UNION_TYPE_DEFINITION;

/** Interfaces and unions resolve to the concrete type each value names in `__typename`. */
function abstractTypeResolvers(document: DocumentNode) {
  const resolveType = (value: { __typename?: string }) => value.__typename;
  return Object.fromEntries(document.definitions.filter(isAbstract).map((def) => [def.name.value, { __resolveType: resolveType }]));
}

export function buildSchema(): GraphQLSchema {
  const typeDefs = loadTypeDefs();
  return collectCacheTags(limitPageSizes(makeExecutableSchema({ typeDefs, resolvers: [abstractTypeResolvers(typeDefs), withRateLimits(resolvers)] })));
}
