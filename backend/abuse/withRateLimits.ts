import type { GraphQLFieldResolver } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers';
import type { RequestContext } from '../types';
import { RATE_LIMIT_NAMES, RATE_LIMIT_RULES, type RateLimitName } from './rateLimitRules';

type FieldMap = Record<string, GraphQLFieldResolver<unknown, RequestContext> | undefined>;

/** The rules that guard `Type.field`: every mutation counts as a write, then its own rule if it has one. */
function rulesFor(type: string, field: string): RateLimitName[] {
  const own = RATE_LIMIT_NAMES.filter((name) => (RATE_LIMIT_RULES[name].fields as readonly string[]).includes(`${type}.${field}`));
  return type === 'Mutation' ? ['writes', ...own] : own;
}

/**
 * The resolver map with each limited root field taking its tokens before it runs. A refusal is the
 * field's own error (graphql-too-many-requests, "Too Many Requests"), as Magento's backpressure
 * validator answers, so the rest of the operation still runs.
 */
export function withRateLimits(resolvers: Resolvers): Resolvers {
  const wrapped: Record<string, unknown> = { ...resolvers };
  for (const type of ['Query', 'Mutation'] as const) {
    const fields = resolvers[type] as FieldMap | undefined;
    if (!fields) continue;
    wrapped[type] = Object.fromEntries(
      Object.entries(fields).map(([field, resolve]) => {
        const rules = rulesFor(type, field);
        if (!resolve || rules.length === 0) return [field, resolve];
        const limited: GraphQLFieldResolver<unknown, RequestContext> = (parent, args, ctx, info) => {
          for (const rule of rules) ctx.limits.take(rule);
          return resolve(parent, args, ctx, info);
        };
        return [field, limited];
      }),
    );
  }
  return wrapped as Resolvers;
}
