import type { Resolvers } from '../__generated__/resolvers';
import { adobeCommerceAbsentResolvers } from './adobeCommerceAbsent';
import { blogResolvers } from './blog';
import { brandResolvers } from './brands';
import { cartResolvers } from './cart';
import { catalogResolvers } from './catalog';
import { checkoutResolvers } from './checkout';
import { cmsResolvers } from './cms';
import { compareListResolvers } from './compareList';
import { confirmPaymentResolvers } from './confirmPayment';
import { contactResolvers } from './contact';
import { customerResolvers } from './customer';
import { customerAccountResolvers } from './customerAccount';
import { customerAddressResolvers } from './customerAddresses';
import { customerOrderResolvers } from './customerOrders';
import { customerReviewResolvers } from './customerReviews';
import { directoryResolvers } from './directory';
import { healthCheckResolvers } from './healthCheck';
import { magentoPwaResolvers } from './magentoPwa';
import { medicalTestResolvers } from './medicalTests';
import { menuResolvers } from './menu';
import { downloadableResolvers } from './downloadable';
import { mergeDomains } from './mergeDomains';
import { newsletterResolvers } from './newsletter';
import { orderCancellationResolvers } from './orderCancellation';
import { orderResolvers } from './orders';
import { productReviewResolvers } from './productReviews';
import { recaptchaResolvers } from './recaptcha';
import { referralResolvers } from './referral';
import { rewardPointsResolvers } from './rewardPoints';
import { routingResolvers } from './routing';
import { storeResolvers } from './store';
import { storeCreditResolvers } from './storeCredit';
import { storeLocatorResolvers } from './storeLocator';
import { vaultResolvers } from './vault';
import { wishlistResolvers } from './wishlist';

const backendResolvers: Resolvers = {
  Query: { backendVersion: () => '1' },
  Mutation: { backendNoop: () => null },
};

/** Every domain's resolvers, merged. A domain adds its file here once. */
export const resolvers: Resolvers = mergeDomains(
  backendResolvers,
  storeResolvers,
  directoryResolvers,
  routingResolvers,
  catalogResolvers,
  cmsResolvers,
  menuResolvers,
  cartResolvers,
  checkoutResolvers,
  orderResolvers,
  downloadableResolvers,
  orderCancellationResolvers,
  customerResolvers,
  customerAccountResolvers,
  customerOrderResolvers,
  customerAddressResolvers,
  customerReviewResolvers,
  productReviewResolvers,
  vaultResolvers,
  wishlistResolvers,
  newsletterResolvers,
  recaptchaResolvers,
  contactResolvers,
  rewardPointsResolvers,
  storeCreditResolvers,
  brandResolvers,
  storeLocatorResolvers,
  blogResolvers,
  compareListResolvers,
  confirmPaymentResolvers,
  referralResolvers,
  healthCheckResolvers,
  medicalTestResolvers,
  magentoPwaResolvers,
  adobeCommerceAbsentResolvers,
);
