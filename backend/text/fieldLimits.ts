// The longest text every stored free-text field takes, in one place: a value over its limit is
// refused with a message, never cut or stored (a 2.6-million-character first name was once kept).
// Magento's own limits where it has them: customer names 255 (Customer\Model\Validator\Name), the
// other customer and address columns as Magento's tables hold them (customer_entity prefix and
// suffix 40, taxvat 50; quote_address, which every address is copied into: names, company,
// street (all lines together), city, region and telephone 255, middlename, prefix and suffix 40,
// postcode 20), review nickname 128 and title 255 (review_detail). Where Magento keeps a TEXT
// column or sets no rule (a review's detail, the contact form, a wishlist item's comment, the
// confirm-payment and health-check modules), the limit is this shop's choice.

export const FIELD_LIMITS = {
  customer: { firstname: 255, middlename: 255, lastname: 255, prefix: 40, suffix: 40, taxvat: 50 },
  address: {
    firstname: 255,
    middlename: 40,
    lastname: 255,
    prefix: 40,
    suffix: 40,
    company: 255,
    street: 255,
    city: 255,
    region: 255,
    postcode: 20,
    telephone: 255,
    fax: 255,
    vat_id: 255,
  },
  review: { nickname: 128, summary: 255, text: 10000 },
  contact: { fullname: 255, email: 255, telephone: 32, message: 5000 },
  wishlist: { description: 1000 },
  healthCheck: { fullname: 255, email: 255, telephone: 32, city: 100, answer: 1000, code: 64 },
  confirmPayment: { order_number: 32, email: 255, payment: 255, account_name: 128, account_number: 34, filename: 255 },
} as const;

/** Magento's labels of the customer and address attributes, as its messages name them. */
export const ATTRIBUTE_LABELS = {
  firstname: 'First Name',
  middlename: 'Middle Name/Initial',
  lastname: 'Last Name',
  prefix: 'Name Prefix',
  suffix: 'Name Suffix',
  taxvat: 'Tax/VAT number',
  company: 'Company',
  street: 'Street Address',
  city: 'City',
  region: 'State/Province',
  postcode: 'Zip/Postal Code',
  telephone: 'Phone Number',
  fax: 'Fax',
  vat_id: 'VAT number',
} as const;

/**
 * Whether the text has more than `limit` characters, counted as a reader counts them (code points:
 * an emoji is one). Decided from the UTF-16 length where it can be, so a huge value is never split.
 */
export function isTooLong(value: string | null | undefined, limit: number): boolean {
  if (!value || value.length <= limit) return false;
  if (value.length > limit * 2) return true;
  let count = 0;
  for (let index = 0; index < value.length; index += 1) {
    // A surrogate pair (an emoji) is one character.
    const unit = value.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) index += 1;
    if (++count > limit) return true;
  }
  return false;
}

/** Magento's wording for an attribute over its length (Eav\Model\Attribute\Data\Text). */
export const attributeTooLong = (label: string, limit: number) => `"${label}" length must be equal or less than ${limit} characters.`;

/** This shop's wording where Magento has none (contact form, reviews, modules of our own). */
export const tooLong = (label: string, limit: number) => `${label} cannot be longer than ${limit} characters.`;

type AddressField = keyof typeof FIELD_LIMITS.address;

/**
 * The first address field over its limit, in Magento's attribute order, as Magento words it; null
 * when all fit. `street` is every line joined by newlines, as Magento's quote_address keeps it.
 */
export function addressTooLong(address: Partial<Record<AddressField, string | null>>): string | null {
  const field = (Object.keys(FIELD_LIMITS.address) as AddressField[]).find((key) => isTooLong(address[key], FIELD_LIMITS.address[key]));
  return field ? attributeTooLong(ATTRIBUTE_LABELS[field], FIELD_LIMITS.address[field]) : null;
}
