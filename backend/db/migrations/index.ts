import { coreMigration } from './001_core';
import { catalogMigration } from './002_catalog';
import { contentMigration } from './003_content';
import { customerMigration } from './004_customer';
import { newsletterMigration } from './005_newsletter';
import { cartMigration } from './006_cart';
import { customerTokenHashMigration } from './007_customer_token_hashes';
import { productSearchIndexMigration } from './008_product_search_index';
import { cartRulesMigration } from './009_cart_rules';
import { checkoutMigration } from './010_checkout';
import { orderViewMigration } from './011_order_view';
import { customerAuthMigration } from './012_customer_auth';
import { customerSelfServiceMigration } from './013_customer_self_service';
import { loyaltyMigration } from './014_loyalty';
import { blogRelatedProductsMigration } from './015_blog_related_products';
import { contactMessagesMigration } from './016_contact_messages';
import { compareListsMigration } from './017_compare_lists';
import { reviewRatingsMigration } from './018_review_ratings';
import { paymentConfirmationsMigration } from './019_payment_confirmations';
import { referralsMigration } from './020_referrals';
import { healthChecksMigration } from './021_health_checks';
import { medicalTestsMigration } from './022_medical_tests';
import { stockQtyRulesMigration } from './023_stock_qty_rules';
import { referralRewardsMigration } from './024_referral_rewards';
import { catalogListingIndexMigration } from './025_catalog_listing_index';
import { productCustomOptionsMigration } from './026_product_custom_options';
import { addressNamePartsMigration } from './027_address_name_parts';
import { downloadableProductsMigration } from './028_downloadable_products';
import { orderDocumentsMigration } from './029_order_documents';
import { freeShippingAndSearchTermsMigration } from './030_free_shipping_and_search_terms';
import { salesRuleConditionsMigration } from './031_sales_rule_conditions';
import { unpaidOrderExpiryMigration } from './032_unpaid_order_expiry';
import type { Migration } from './types';

/** Every schema migration, in the order it is applied. Append; never reorder or rename once shipped. */
export const migrations: Migration[] = [
  coreMigration,
  catalogMigration,
  contentMigration,
  customerMigration,
  newsletterMigration,
  cartMigration,
  customerTokenHashMigration,
  productSearchIndexMigration,
  cartRulesMigration,
  checkoutMigration,
  orderViewMigration,
  customerAuthMigration,
  customerSelfServiceMigration,
  loyaltyMigration,
  blogRelatedProductsMigration,
  contactMessagesMigration,
  compareListsMigration,
  reviewRatingsMigration,
  paymentConfirmationsMigration,
  referralsMigration,
  healthChecksMigration,
  medicalTestsMigration,
  stockQtyRulesMigration,
  referralRewardsMigration,
  catalogListingIndexMigration,
  productCustomOptionsMigration,
  addressNamePartsMigration,
  downloadableProductsMigration,
  orderDocumentsMigration,
  freeShippingAndSearchTermsMigration,
  salesRuleConditionsMigration,
  unpaidOrderExpiryMigration,
];
