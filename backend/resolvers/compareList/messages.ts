// Magento CompareListGraphQl's messages (2.4.7), word for word. Some resolvers end '"uid" value
// must be specified' with a full stop and some do not: each keeps its own.

export const COMPARE_LIST_MESSAGES = {
  /** compareList, deleteCompareList, assignCompareListToCustomer. */
  uidRequired: '"uid" value must be specified',
  /** addProductsToCompareList, removeProductsFromCompareList. */
  uidRequiredDot: '"uid" value must be specified.',
  /** Adding to or removing from a uid no list has. */
  uidUnknown: '"uid" value does not exist',
  /** MaskedListIdToCompareListId: the list belongs to someone else (or, signed in, the uid names none of the customer's). */
  notAuthorized: 'This customer is not authorized to access this list',
  /** assignCompareListToCustomer without a customer token. */
  guestAssign: 'Customer must be logged',
} as const;
