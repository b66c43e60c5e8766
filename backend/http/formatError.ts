import { GraphQLError } from 'graphql';
import { GraphQlException } from '../errors';

export interface MagentoError {
  message: string;
  extensions: { category: string };
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
}

/**
 * Shapes an error as Magento does: client-safe exceptions keep their message and category,
 * GraphQL syntax and validation problems are category "graphql", anything else is masked.
 */
export function formatError(error: unknown, log: (line: string) => void): MagentoError {
  const graphQlError = error instanceof GraphQLError ? error : null;
  const original = graphQlError ? graphQlError.originalError : error;
  const where = {
    ...(graphQlError?.locations ? { locations: graphQlError.locations } : {}),
    ...(graphQlError?.path ? { path: graphQlError.path } : {}),
  };
  if (original instanceof GraphQlException) {
    return { message: original.message, extensions: { category: original.category }, ...where };
  }
  if (graphQlError && (!original || original instanceof GraphQLError)) {
    return { message: graphQlError.message, extensions: { category: 'graphql' }, ...where };
  }
  log(`graphql: unexpected error: ${(original as Error)?.stack ?? String(original)}`);
  return { message: 'Internal server error', extensions: { category: 'internal' }, ...where };
}
