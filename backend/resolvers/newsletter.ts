import type { Resolvers, SubscriptionStatusesEnum } from '../__generated__/resolvers';
import { GraphQlInputException } from '../errors';
import { findSubscriber, saveSubscription, SubscriberStatus, type SubscriberStatusCode } from '../repositories/newsletterRepository';
import type { RequestContext } from '../types';

// Magento's messages (NewsletterGraphQl SubscribeEmailToNewsletter), word for word.
export const NEWSLETTER_MESSAGES = {
  emailMissing: 'You must specify an email address to subscribe to a newsletter.',
  emailInvalid: 'Enter a valid email address.',
  alreadySubscribed: 'This email address is already subscribed.',
  guestsNotAllowed: 'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
} as const;

/** The shape Magento's email validator accepts, simplified: local@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const STATUS_NAMES: Record<SubscriberStatusCode, SubscriptionStatusesEnum> = {
  [SubscriberStatus.SUBSCRIBED]: 'SUBSCRIBED',
  [SubscriberStatus.NOT_ACTIVE]: 'NOT_ACTIVE',
  [SubscriberStatus.UNSUBSCRIBED]: 'UNSUBSCRIBED',
  [SubscriberStatus.UNCONFIRMED]: 'UNCONFIRMED',
};

/** Config flags read as Magento does: guest subscription on and confirmation off by default. */
const flag = (ctx: RequestContext, path: string, fallback: boolean) => {
  const value = ctx.config(path);
  return value === null ? fallback : value === '1';
};

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter(_parent: unknown, args: { email: string }, ctx: RequestContext) {
      const email = (args.email ?? '').trim();
      if (!email) throw new GraphQlInputException(NEWSLETTER_MESSAGES.emailMissing);
      const customerId = ctx.customerId;
      if (customerId === null && !flag(ctx, 'newsletter/subscription/allow_guest_subscribe', true)) {
        throw new GraphQlInputException(NEWSLETTER_MESSAGES.guestsNotAllowed);
      }
      if (!EMAIL_PATTERN.test(email)) throw new GraphQlInputException(NEWSLETTER_MESSAGES.emailInvalid);
      if (findSubscriber(ctx.db, ctx.store.id, email)?.status === SubscriberStatus.SUBSCRIBED) {
        throw new GraphQlInputException(NEWSLETTER_MESSAGES.alreadySubscribed);
      }
      const needsConfirmation = flag(ctx, 'newsletter/subscription/confirm', false);
      const status = needsConfirmation ? SubscriberStatus.NOT_ACTIVE : SubscriberStatus.SUBSCRIBED;
      saveSubscription(ctx.db, { storeId: ctx.store.id, email, customerId, status });
      return { status: STATUS_NAMES[status] };
    },
  },
};
