import { GraphQLError } from 'graphql';

/**
 * The deepest nesting of brackets ({, [ and ( outside strings and comments) a query text may have.
 * graphql-js parses (and validates) recursively: a list literal 5,000 levels deep overflows the
 * stack. No real operation comes near 100: selections stop at depth 20 (queryLimits.ts) and
 * argument values nest a few levels.
 */
export const MAX_QUERY_NESTING = 100;

/** A query nested deeper than MAX_QUERY_NESTING, or one whose parsing or running overflowed the stack. */
export class QueryTooDeepError extends GraphQLError {
  constructor(detail: string) {
    super(`Syntax Error: ${detail}`);
  }
}

export const nestingMessage = (max: number, got: number) => `brackets are nested ${got} levels deep, more than the ${max} allowed.`;

/** How deep `{`, `[` and `(` nest in `query`, skipping strings, block strings and comments; one pass, no recursion. */
export function nestingDepth(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i];
    if (char === '#') {
      while (i < query.length && query[i] !== '\n' && query[i] !== '\r') i += 1;
    } else if (char === '"') {
      if (query.startsWith('"""', i)) {
        const end = blockStringEnd(query, i + 3);
        i = end + 2;
      } else {
        i += 1;
        while (i < query.length && query[i] !== '"' && query[i] !== '\n') i += query[i] === '\\' ? 2 : 1;
      }
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']' || char === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** Index of the closing `"""` of a block string whose content starts at `from` (\""" is escaped); the end of the text if none. */
function blockStringEnd(query: string, from: number): number {
  for (let i = from; i < query.length; i += 1) {
    if (query.startsWith('\\"""', i)) i += 3;
    else if (query.startsWith('"""', i)) return i;
  }
  return query.length;
}

/** Throws QueryTooDeepError (a GraphQL syntax error for the client) before a too deeply nested text reaches the parser. */
export function assertNestingDepth(query: string, max = MAX_QUERY_NESTING): void {
  const depth = nestingDepth(query);
  if (depth > max) throw new QueryTooDeepError(nestingMessage(max, depth));
}
