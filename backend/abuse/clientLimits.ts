import { GraphQlTooManyRequestsException } from '../errors';
import { defaultRateLimits, type RateLimitName, type RateLimitSettings } from './rateLimitRules';
import { TokenBuckets, type RateDecision } from './tokenBucket';

/** One backend's per-client limits (each backend its own, so tests and shops never share counts). */
export interface ClientLimits {
  /** Takes one of `client`'s requests under `rule`. */
  take(rule: RateLimitName, client: string): RateDecision;
  /** Whether `client` still has a request left under `rule`, taking none. */
  peek(rule: RateLimitName, client: string): RateDecision;
}

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

export function createClientLimits(settings: RateLimitSettings = defaultRateLimits(), now?: () => number): ClientLimits {
  if (settings === 'off') return { take: () => ALLOWED, peek: () => ALLOWED };
  const buckets = new TokenBuckets(100_000, now);
  return {
    take: (rule, client) => buckets.take(`${rule} ${client}`, settings[rule]),
    peek: (rule, client) => buckets.peek(`${rule} ${client}`, settings[rule]),
  };
}

/** The request's client limits, bound to its client, throwing Magento's "Too Many Requests" when over. */
export interface RequestLimits {
  /** Takes one request under `rule`; throws GraphQlTooManyRequestsException when there is none left. */
  take(rule: RateLimitName): void;
  /** Throws as take does when `rule` has nothing left, taking nothing (checked before costly work). */
  assertAvailable(rule: RateLimitName): void;
  /** Counts one request under `rule` whatever is left (a failure counted after the fact). */
  count(rule: RateLimitName): void;
}

export function bindLimits(limits: ClientLimits, client: string): RequestLimits {
  const refuse = (decision: RateDecision) => {
    if (!decision.allowed) throw new GraphQlTooManyRequestsException(undefined, decision.retryAfterSeconds);
  };
  return {
    take: (rule) => refuse(limits.take(rule, client)),
    assertAvailable: (rule) => refuse(limits.peek(rule, client)),
    count: (rule) => void limits.take(rule, client),
  };
}
