import type { CustomerResolvers, MutationResolvers, QueryResolvers, Resolvers } from '../../__generated__/resolvers';
import { CUSTOMER_NOT_AUTHORIZED, GraphQlAuthorizationException, GraphQlInputException } from '../../errors';
import { findCustomer } from '../../repositories/customerRepository';
import { findCodeOwner, hasOrdered, hasUsedReferralCode, insertReferral, listReferrals, type CodeOwner, type ReferralRow } from '../../repositories/referralRepository';
import type { RequestContext } from '../../types';
import { signedInCustomerId } from '../customer';
import { ensureReferralCode, normalizeReferralCode } from '../../referral/referralCode';
import { maskedName, REFERRAL_MESSAGES, referralCodeStatus, referralPoints } from '../../referral/referralRules';
import { pointsAmount } from '../rewardPoints';

// Refer a friend (schema/extensions/referral.graphql): the customer's code and what it earned (and
// has yet to earn), a code checked for a friend, and a new customer using a friend's code. The
// rewards (points) are paid when the friend's first order is paid (backend/referral/referralRewards.ts).

/** Now, as Magento writes dates (UTC). */
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** One referral's reward for the referrer, in the words `reason` gives it, dated `date`. */
const rewardOf = (ctx: RequestContext, row: ReferralRow, reason: (friend: string) => string, date: string) => ({
  amount: pointsAmount(ctx, row.referrer_points),
  reason: reason(maskedName(row.friend_firstname, row.friend_lastname)),
  date,
});

const referral: CustomerResolvers['referral'] = (customer, _args, ctx) => {
  const code = ensureReferralCode(ctx.db, customer, now());
  const points = referralPoints(ctx);
  const referrals = listReferrals(ctx.db, customer.entity_id);
  return {
    code,
    link: `${ctx.baseUrl}raf/verify?code=${encodeURIComponent(code)}`,
    invited_friends: referrals.map((row) => ({
      name: maskedName(row.friend_firstname, row.friend_lastname),
      joined_at: row.created_at,
      status: row.friend_ordered ? ('ORDERED' as const) : ('SIGNED_UP' as const),
    })),
    rewards: referrals
      .filter((row) => row.referrer_reward === 'granted')
      // Referrals from before rewards waited for the first order were paid for joining.
      .map((row) => rewardOf(ctx, row, row.reward_order_id === null ? REFERRAL_MESSAGES.referrerReason : REFERRAL_MESSAGES.referrerOrderReason, row.rewarded_at ?? row.created_at)),
    pending_rewards: referrals.filter((row) => row.referrer_reward === 'pending').map((row) => rewardOf(ctx, row, REFERRAL_MESSAGES.referrerPendingReason, row.created_at)),
    reward_for_friend: pointsAmount(ctx, points.friend),
    reward_for_referrer: pointsAmount(ctx, points.referrer),
  };
};

/** The code's owner and whether the asker (a guest, or the signed-in customer) may use it. */
function checkCode(ctx: RequestContext, code: string, customerId: number | null) {
  const normalized = normalizeReferralCode(code);
  const owner = normalized ? findCodeOwner(ctx.db, normalized) : null;
  const status = referralCodeStatus({
    ownerId: owner?.customer_id ?? null,
    customerId,
    hasUsedCode: customerId !== null && hasUsedReferralCode(ctx.db, customerId),
    hasOrdered: customerId !== null && hasOrdered(ctx.db, customerId),
  });
  return { owner, status };
}

const referralCode: QueryResolvers['referralCode'] = (_parent, { code }, ctx) => {
  const { owner, status } = checkCode(ctx, code, ctx.customerId);
  return {
    status,
    valid: status === 'VALID',
    referrer_name: owner ? maskedName(owner.firstname, owner.lastname) : null,
    reward_for_friend: owner ? pointsAmount(ctx, referralPoints(ctx).friend) : null,
    message: status === 'VALID' ? null : REFERRAL_MESSAGES[status],
  };
};

const applyReferralCode: MutationResolvers['applyReferralCode'] = (_parent, { code }, ctx) => {
  const customerId = signedInCustomerId(ctx);
  if (!code.trim()) throw new GraphQlInputException(REFERRAL_MESSAGES.codeRequired);
  const points = referralPoints(ctx);
  // Checked and written in one transaction: a code used twice at once counts once. Nothing is paid
  // now: the points promised here are paid with the friend's first paid order.
  const owner = ctx.db.transaction((): CodeOwner => {
    const { owner: found, status } = checkCode(ctx, code, customerId);
    if (status !== 'VALID' || !found) throw new GraphQlInputException(REFERRAL_MESSAGES[status === 'VALID' ? 'INVALID' : status]);
    if (!findCustomer(ctx.db, customerId)) throw new GraphQlAuthorizationException(CUSTOMER_NOT_AUTHORIZED);
    if (!insertReferral(ctx.db, { referrerId: found.customer_id, friendId: customerId, code: found.code, referrerPoints: points.referrer, friendPoints: points.friend, at: now() })) {
      throw new GraphQlInputException(REFERRAL_MESSAGES.ALREADY_USED);
    }
    return found;
  })();
  return { referrer_name: maskedName(owner.firstname, owner.lastname), reward: pointsAmount(ctx, points.friend) };
};

export const referralResolvers: Resolvers = {
  Query: { referralCode },
  Mutation: { applyReferralCode },
  Customer: { referral },
};
