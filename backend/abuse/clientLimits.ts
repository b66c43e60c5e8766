import { GraphQlTooManyRequestsException } from '../errors';
import { defaultRateLimits, type RateLimitName, type RateLimitSettings } from './rateLimitRules';
import { TokenBuckets, type RateDecision, type RateRule } from './tokenBucket';

/** One backend's per-client limits (each backend its own, so tests and shops never share counts). */
export interface ClientLimits {
  /** Takes one of `client`'s requests under `rule` (at most `cap` of them when given). */
  take(rule: RateLimitName, client: string, cap?: number): RateDecision;
  /** Whether `client` still has a request left under `rule`, taking none. */
  peek(rule: RateLimitName, client: string, cap?: number): RateDecision;
  /** Gives `client` its whole allowance under `rule` again. */
  refill(rule: RateLimitName, client: string): void;
}

/** The rule as set, its allowance lowered to `cap` (a bound another setting imposes), never below 1. */
const capped = (rule: RateRule, cap?: number): RateRule => (cap === undefined || cap >= rule.limit ? rule : { ...rule, limit: Math.max(1, cap) });

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

export function createClientLimits(settings: RateLimitSettings = defaultRateLimits(), now?: () => number): ClientLimits {
  if (settings === 'off') return { take: () => ALLOWED, peek: () => ALLOWED, refill: () => {} };
  const buckets = new TokenBuckets(100_000, now);
  return {
    take: (rule, client, cap) => buckets.take(`${rule} ${client}`, capped(settings[rule], cap)),
    peek: (rule, client, cap) => buckets.peek(`${rule} ${client}`, capped(settings[rule], cap)),
    refill: (rule, client) => buckets.refill(`${rule} ${client}`),
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
  /**
   * The same for what this client does to one `subject` (an account), with the allowance at most
   * `cap` (e.g. wrong passwords for one account), and `refill` when what it counts is over.
   */
  about(subject: string, cap?: number): Pick<RequestLimits, 'take'> & { refill(rule: RateLimitName): void };
}

export function bindLimits(limits: ClientLimits, client: string): RequestLimits {
  const refuse = (decision: RateDecision) => {
    if (!decision.allowed) throw new GraphQlTooManyRequestsException(undefined, decision.retryAfterSeconds);
  };
  return {
    take: (rule) => refuse(limits.take(rule, client)),
    assertAvailable: (rule) => refuse(limits.peek(rule, client)),
    count: (rule) => void limits.take(rule, client),
    about: (subject, cap) => ({
      take: (rule) => refuse(limits.take(rule, `${client} ${subject}`, cap)),
      refill: (rule) => limits.refill(rule, `${client} ${subject}`),
    }),
  };
}
