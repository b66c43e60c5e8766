/**
 * The payment integrations this storefront knows: the card method takes a token from the card
 * gateway and sends it as `additional_data.payment_method_nonce`. Other methods need nothing more.
 */
export const CARD_METHOD_CODE = 'jingga_card';
/** The bank transfer method, whose instructions the thanks page shows. */
export const BANK_TRANSFER_CODE = 'banktransfer';
