/** Magento's answer to a coupon that does not apply or has no uses left (SalesRule CouponManagement, CouponUsageExceeded). */
export const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again.";
