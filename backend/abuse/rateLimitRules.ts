import type { RateRule } from './tokenBucket';

/**
 * Every per-client limit of the backend, in one table: what it counts, its default, and the GraphQL
 * root fields (Type.field) it guards. Each call of a listed field takes one token, so aliases in one
 * request count one by one. The defaults leave an honest shopper room (a sign-in a minute for a
 * quarter of an hour) and make guessing and spamming slow; RATE_LIMITS changes them (README, Limits).
 */
export const RATE_LIMIT_RULES = {
  /** Any mutation at all: the ceiling for writes no narrower rule names. */
  writes: { limit: 300, windowSeconds: 60, fields: [] },
  signIn: { limit: 20, windowSeconds: 60, fields: ['Mutation.generateCustomerToken'] },
  /** Wrong passwords across all accounts: past it a client cannot sign in (nor lock anyone) for a while. */
  signInFailures: { limit: 10, windowSeconds: 15 * 60, fields: [] },
  /**
   * Wrong passwords for ONE account from one client. Never more than the lockout's
   * customer/password/lockout_failures less one (signIn.ts caps it), and refilled slowly, so one
   * address cannot lock an account: that takes failures from several.
   */
  accountSignInFailures: { limit: 9, windowSeconds: 24 * 60 * 60, fields: [] },
  createAccount: { limit: 10, windowSeconds: 60 * 60, fields: ['Mutation.createCustomer', 'Mutation.createCustomerV2'] },
  /** Magento_Security's customer/password/max_number_password_reset_requests: 5 an hour. */
  passwordReset: { limit: 5, windowSeconds: 60 * 60, fields: ['Mutation.requestPasswordResetEmail', 'Mutation.resetPassword'] },
  contact: { limit: 5, windowSeconds: 10 * 60, fields: ['Mutation.contactusFormSubmit', 'Mutation.contactUs'] },
  newsletter: { limit: 10, windowSeconds: 10 * 60, fields: ['Mutation.subscribeEmailToNewsletter'] },
  review: { limit: 10, windowSeconds: 60 * 60, fields: ['Mutation.createProductReview'] },
  coupon: { limit: 20, windowSeconds: 10 * 60, fields: ['Mutation.applyCouponToCart'] },
  /** guestOrder is how a guest tracks an order: number, email and postcode must not be guessable. */
  orderLookup: { limit: 20, windowSeconds: 10 * 60, fields: ['Query.guestOrder'] },
  /**
   * isEmailAvailable look-ups that answer truthfully (checkout/options/enable_guest_checkout_login
   * on): each tells whether an address has an account, so they are counted in the resolver.
   */
  emailLookup: { limit: 20, windowSeconds: 10 * 60, fields: [] },
  /** Placing orders (GraphQL placeOrder and REST payment-information): card testing needs many. */
  placeOrder: { limit: 20, windowSeconds: 10 * 60, fields: ['Mutation.placeOrder'] },
  /** New guest carts: each is a database row a stranger can make. */
  newCart: { limit: 60, windowSeconds: 10 * 60, fields: ['Mutation.createEmptyCart'] },
} satisfies Record<string, RateRule & { fields: readonly string[] }>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

export type RateLimitSettings = Record<RateLimitName, RateRule> | 'off';

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_RULES) as RateLimitName[];

export function defaultRateLimits(): Record<RateLimitName, RateRule> {
  return Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, { limit: RATE_LIMIT_RULES[name].limit, windowSeconds: RATE_LIMIT_RULES[name].windowSeconds }])) as Record<
    RateLimitName,
    RateRule
  >;
}

export class RateLimitConfigError extends Error {}

/**
 * RATE_LIMITS: unset keeps the defaults; `off` turns every limit off (a load test, a shop behind a
 * proxy that limits already); `signIn=30/60,coupon=50/600` sets those rules to 30 per 60 seconds
 * and 50 per 600 seconds and keeps the others.
 */
export function parseRateLimits(raw: string | undefined): RateLimitSettings {
  const settings = defaultRateLimits();
  const text = raw?.trim();
  if (!text) return settings;
  if (text === 'off') return 'off';
  for (const entry of text.split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(entry);
    const name = match?.[1] as RateLimitName | undefined;
    if (!match || !name || !(name in RATE_LIMIT_RULES) || Number(match[2]) < 1 || Number(match[3]) < 1) {
      throw new RateLimitConfigError(
        `RATE_LIMITS must be "off" or a list like "signIn=20/60,coupon=20/600" (name=requests/seconds, names: ${RATE_LIMIT_NAMES.join(', ')}), not "${entry.trim()}"`,
      );
    }
    settings[name] = { limit: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return settings;
}
