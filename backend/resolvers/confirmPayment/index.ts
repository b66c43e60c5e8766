import type { MutationResolvers, QueryResolvers, Resolvers } from '../../__generated__/resolvers';
import { bankAccountLabel, bankAccounts, findBankAccount } from '../../checkout/bankAccounts';
import { BANK_TRANSFER_METHOD_CODE } from '../../checkout/paymentMethods';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../errors';
import { countPaymentConfirmations, findConfirmableOrder, savePaymentConfirmation, type ConfirmableOrder } from '../../repositories/paymentConfirmationRepository';
import { storeToday } from '../../storeDate';
import { checkConfirmation, CONFIRM_PAYMENT_MESSAGES } from './confirmPaymentInput';
import { GUEST_ORDER_NOT_FOUND } from '../orders';

// Swift PWA's confirm-payment module (schema/extensions/confirmPayment.graphql): the shop's bank
// accounts, and a bank-transfer customer's confirmation of their payment, kept against the order.

/** Confirmations one order takes: enough to correct a mistake or two, too few to fill the disk with receipts. */
export const MAX_CONFIRMATIONS_PER_ORDER = 3;
/** Orders that take no payment any more. */
const CLOSED_STATUSES = new Set(['canceled', 'closed']);

const getPaymentBankList: QueryResolvers['getPaymentBankList'] = (_parent, _args, ctx) => bankAccounts(ctx.db, ctx.store.id).map((account) => ({ ...account }));

/**
 * Whether the sender may confirm the order: a customer's order only with that customer's token;
 * a guest's order with its email (the order's or its billing address's, any letter case).
 */
function isSendersOrder(order: ConfirmableOrder, customerId: number | null, email: string | null): boolean {
  if (order.customer_id !== null) return order.customer_id === customerId;
  return email !== null && [order.customer_email, order.billing_email].some((known) => known?.toLowerCase() === email);
}

const createConfirmPayment: MutationResolvers['createConfirmPayment'] = (_parent, { input }, ctx) => {
  const customerId = ctx.customerId;
  const checked = checkConfirmation(input, storeToday(ctx), customerId !== null);
  const account = findBankAccount(bankAccounts(ctx.db, ctx.store.id), checked.payment);
  if (!account) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.bankUnknown);

  // Someone else's order answers exactly as an unknown number does (Magento's guestOrder words):
  // the answer never tells whether an order exists, how it was paid or when.
  const order = findConfirmableOrder(ctx.db, ctx.store.id, checked.orderNumber);
  if (!order || !isSendersOrder(order, customerId, checked.email)) throw new GraphQlNoSuchEntityException(GUEST_ORDER_NOT_FOUND);
  if (order.payment_method !== BANK_TRANSFER_METHOD_CODE) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.notBankTransfer(order.increment_id));
  if (CLOSED_STATUSES.has(order.status)) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.canceled(order.increment_id));
  if (checked.transferDate < order.created_at.slice(0, 10)) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.dateBeforeOrder);

  // Counted and written in one transaction, so two at once cannot pass the limit together.
  const updated = ctx.db.transaction(() => {
    const earlier = countPaymentConfirmations(ctx.db, order.entity_id);
    if (earlier >= MAX_CONFIRMATIONS_PER_ORDER) throw new GraphQlInputException(CONFIRM_PAYMENT_MESSAGES.tooMany(order.increment_id, MAX_CONFIRMATIONS_PER_ORDER));
    savePaymentConfirmation(ctx.db, {
      orderId: order.entity_id,
      storeId: ctx.store.id,
      customerId,
      paidTo: bankAccountLabel(account),
      accountName: checked.accountName,
      accountNumber: checked.accountNumber,
      amount: checked.amount,
      transferDate: checked.transferDate,
      receipt: checked.receipt,
    });
    return earlier > 0;
  })();
  return { success: true, updated };
};

export const confirmPaymentResolvers: Resolvers = {
  Query: { getPaymentBankList },
  Mutation: { createConfirmPayment },
};
