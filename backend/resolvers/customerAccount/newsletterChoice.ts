import { setCustomerSubscription } from '../../repositories/newsletterRepository';
import type { RequestContext } from '../../types';

const flag = (ctx: RequestContext, path: string, fallback: boolean) => {
  const value = ctx.config(path);
  return value === null ? fallback : value === '1';
};

/** Whether the store runs a newsletter (newsletter/general/active; Magento ignores is_subscribed on sign-up when it does not). */
export const isNewsletterActive = (ctx: RequestContext): boolean => flag(ctx, 'newsletter/general/active', true);

/** Applies the account's is_subscribed choice (ChangeSubscriptionStatus): true subscribes its email, false unsubscribes it. */
export function applySubscriptionChoice(ctx: RequestContext, customerId: number, email: string, subscribe: boolean): void {
  setCustomerSubscription(ctx.db, {
    storeId: ctx.store.id,
    customerId,
    email,
    subscribe,
    needsConfirmation: flag(ctx, 'newsletter/subscription/confirm', false),
  });
}
