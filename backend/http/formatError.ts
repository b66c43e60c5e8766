import { GraphQLError } from 'graphql';
import { GraphQlException } from '../errors';
import { QueryTooDeepError } from './queryNesting';

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
  // Too deep to parse or run: the client's doing, so its message and one line in the log, no stack.
  const tooDeep = tooDeepError(error, original);
  if (tooDeep) {
    log(`graphql: refused a request nested too deeply (${tooDeep.message})`);
    return { message: tooDeep.message, extensions: { category: 'graphql' }, ...where };
  }
  if (graphQlError && (!original || original instanceof GraphQLError)) {
    return { message: graphQlError.message, extensions: { category: 'graphql' }, ...where };
  }
  log(`graphql: unexpected error: ${(original as Error)?.stack ?? String(original)}`);
  return { message: 'Internal server error', extensions: { category: 'internal' }, ...where };
}

const STACK_OVERFLOW = 'the request is nested too deeply to be read.';

/** The nesting refusal, or one made for a stack overflow (whatever nested too deeply for the parser or a resolver). */
function tooDeepError(error: unknown, original: unknown): QueryTooDeepError | null {
  if (error instanceof QueryTooDeepError) return error;
  if (original instanceof QueryTooDeepError) return original;
  const overflowed = original instanceof RangeError && original.message === 'Maximum call stack size exceeded';
  return overflowed ? new QueryTooDeepError(STACK_OVERFLOW) : null;
}
