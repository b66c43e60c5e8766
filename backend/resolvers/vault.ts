import type { PaymentToken, Resolvers } from '../__generated__/resolvers';
import { GraphQlNoSuchEntityException } from '../errors';
import { customerDateTime } from '../repositories/customerRepository';
import { deactivateToken, findCustomerToken, listAvailableTokens, type PaymentTokenRow } from '../repositories/vaultRepository';
import type { RequestContext } from '../types';
import { signedInCustomerId } from './customer';

// Magento's VaultGraphQl: the signed-in customer's stored payment tokens (Resolver\PaymentTokens)
// and deleting one (Resolver\DeletePaymentToken). A guest or a dead token: "The current customer
// isn't authorized." (graphql-authorization).

/** Resolver\DeletePaymentToken, for a hash the customer has no token with (another customer's included). */
export const VAULT_MESSAGES = {
  tokenNotFound: (publicHash: string) => `Could not find a token using public hash: ${publicHash}`,
} as const;

const toPaymentToken = (row: PaymentTokenRow): PaymentToken => ({
  public_hash: row.public_hash,
  payment_method_code: row.payment_method_code,
  type: row.type,
  details: row.details,
});

const customerPaymentTokens = (ctx: RequestContext, customerId: number) => ({
  items: listAvailableTokens(ctx.db, customerId, customerDateTime(new Date())).map(toPaymentToken),
});

export const vaultResolvers: Resolvers = {
  Query: {
    customerPaymentTokens: (_parent, _args, ctx) => customerPaymentTokens(ctx, signedInCustomerId(ctx)),
  },
  Mutation: {
    deletePaymentToken: (_parent, args, ctx) => {
      const customerId = signedInCustomerId(ctx);
      const token = findCustomerToken(ctx.db, customerId, args.public_hash);
      if (!token) throw new GraphQlNoSuchEntityException(VAULT_MESSAGES.tokenNotFound(args.public_hash));
      deactivateToken(ctx.db, token.entity_id);
      // The remaining tokens, as Magento's PaymentTokens resolver lists them.
      return { result: true, customerPaymentTokens: customerPaymentTokens(ctx, customerId) };
    },
  },
};
