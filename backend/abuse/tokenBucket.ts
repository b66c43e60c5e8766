import { LRUCache } from 'lru-cache';

/** At most `limit` requests in `windowSeconds`, refilled evenly (a token bucket of `limit` tokens). */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Token buckets by key, in memory. Bounded: the least recently used keys are forgotten first, and a
 * forgotten key starts full again, which only ever favours a client that has gone quiet. A client
 * that keeps asking stays recent, so flooding with other keys cannot reset its own bucket.
 */
export class TokenBuckets {
  private readonly buckets: LRUCache<string, Bucket>;

  constructor(
    maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {
    this.buckets = new LRUCache({ max: maxKeys });
  }

  /** Takes one token from `key`'s bucket when there is one. */
  take(key: string, rule: RateRule): RateDecision {
    return this.decide(key, rule, true);
  }

  /** Whether `key` has a token left, taking none. */
  peek(key: string, rule: RateRule): RateDecision {
    return this.decide(key, rule, false);
  }

  /** Fills `key`'s bucket again (what it counted is over: a sign-in succeeded). */
  refill(key: string): void {
    this.buckets.delete(key);
  }

  private decide(key: string, rule: RateRule, take: boolean): RateDecision {
    const now = this.now();
    const perMs = rule.limit / (rule.windowSeconds * 1000);
    const bucket = this.buckets.get(key) ?? { tokens: rule.limit, updatedAt: now };
    const tokens = Math.min(rule.limit, bucket.tokens + (now - bucket.updatedAt) * perMs);
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: take ? tokens - 1 : tokens, updatedAt: now });
      return { allowed: true, retryAfterSeconds: 0 };
    }
    this.buckets.set(key, { tokens, updatedAt: now });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
  }
}
