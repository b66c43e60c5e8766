import type { CustomerResolvers, Resolvers } from '../__generated__/resolvers';
import { countCustomerReviews, loadCustomerReviewPage } from '../repositories/catalog/productReviews';
import { loadProductRows, toProductValue } from '../repositories/catalog/productRows';
import type { CustomerRow } from '../repositories/customerRepository';
import { productReviewValue } from './catalog/productReviewValue';
import { validatePaging } from './catalog/paging';

// Magento's Customer.reviews (ReviewGraphQl Resolver\Customer\Reviews): the signed-in customer's
// own reviews, pending ones included, newest first. The customer query has already refused a guest.

/**
 * As Magento's review collection pages them: a page past the last answers the last page (its
 * number in current_page); total_pages is 0 when there are none.
 */
const reviews: CustomerResolvers['reviews'] = (customer: CustomerRow, args, ctx) => {
  validatePaging(args);
  const total = countCustomerReviews(ctx.db, customer.entity_id);
  const totalPages = Math.ceil(total / args.pageSize);
  const page = Math.min(args.currentPage, Math.max(totalPages, 1));
  const rows = loadCustomerReviewPage(ctx.db, customer.entity_id, args.pageSize, page);
  // The reviewed products, enabled or not: a review keeps its product (deleting one deletes its reviews).
  const products = loadProductRows(ctx.db, rows.map((row) => row.product_id));
  return {
    items: rows.flatMap((row) => {
      const product = products.get(row.product_id);
      return product ? [productReviewValue(row, toProductValue(product))] : [];
    }),
    page_info: { page_size: args.pageSize, current_page: page, total_pages: totalPages },
  };
};

export const customerReviewResolvers: Resolvers = { Customer: { reviews } };
