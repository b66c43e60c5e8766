import { lineOptions, listCartItems } from '../repositories/cart/cartItems';
import { cartItemSummary, type CartRow } from '../repositories/cart/cartRepository';
import type { Db } from '../types';
import { loadAddress, type QuoteAddressRow } from './addresses';

// Magento's CartInterface as GET /V1/guest-carts/:cartId and GET /V1/carts/mine answer it. Like
// Magento's webapi output, a field whose value is null is left out of the JSON.

interface QuoteTimes {
  created_at: string;
  updated_at: string;
  reserved_order_id: string | null;
}

/** "2026-05-14T08:12:33.123Z" (how carts store it) as Magento prints dates: "2026-05-14 08:12:33". */
const magentoDate = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** The object without its null and undefined fields. */
function withoutNulls<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** Magento's AddressInterface (quote address) for a stored cart address. */
function restAddress(row: QuoteAddressRow, email: string | null, customerId: number | null) {
  return withoutNulls({
    region: row.region,
    region_id: row.region_id,
    region_code: row.region_code,
    country_id: row.country_id,
    street: row.street.split('\n'),
    company: row.company,
    telephone: row.telephone,
    postcode: row.postcode,
    city: row.city,
    firstname: row.firstname,
    lastname: row.lastname,
    customer_id: customerId,
    email,
    same_as_billing: row.same_as_billing,
    customer_address_id: row.customer_address_id,
    save_in_address_book: 0,
  });
}

function restCustomer(db: Db, cart: CartRow, billing: QuoteAddressRow | null): Record<string, unknown> & { email?: string } {
  if (cart.customer_id) {
    const customer = db
      .prepare('SELECT entity_id AS id, group_id, email, firstname, lastname, website_id FROM customers WHERE entity_id = ?')
      .get(cart.customer_id) as Record<string, unknown> | undefined;
    return withoutNulls({ ...customer, store_id: cart.store_id });
  }
  // A guest is the cart's email and, once given, the billing address's name.
  return withoutNulls({ email: cart.email, firstname: billing?.firstname, lastname: billing?.lastname });
}

/** The cart (active or not) as Magento's CartInterface; `currency` is the base currency code. */
export function restCart(db: Db, cart: CartRow, currency: string) {
  const times = db.prepare('SELECT created_at, updated_at, reserved_order_id FROM quotes WHERE quote_id = ?').get(cart.quote_id) as QuoteTimes;
  const items = listCartItems(db, cart.quote_id);
  const summary = cartItemSummary(db, cart.quote_id);
  const billing = loadAddress(db, cart.quote_id, 'billing');
  const shipping = summary.isVirtual ? null : loadAddress(db, cart.quote_id, 'shipping');
  const customer = restCustomer(db, cart, billing);
  const email = customer.email ?? null;
  const restItems = items.map((item) => {
    const configurable = lineOptions(item).configurable;
    return {
      item_id: item.item_id,
      sku: item.sku,
      qty: item.qty,
      name: item.name,
      price: item.price,
      product_type: item.product_type,
      quote_id: String(cart.quote_id),
      ...(configurable?.length
        ? {
            product_option: {
              extension_attributes: { configurable_item_options: configurable.map((c) => ({ option_id: String(c.attribute_id), option_value: c.option_id })) },
            },
          }
        : {}),
    };
  });
  return withoutNulls({
    id: cart.quote_id,
    created_at: magentoDate(times.created_at),
    updated_at: magentoDate(times.updated_at),
    is_active: cart.is_active === 1,
    is_virtual: summary.isVirtual,
    items: restItems,
    items_count: items.length,
    items_qty: summary.totalQuantity,
    customer,
    billing_address: billing ? restAddress(billing, email, cart.customer_id) : { same_as_billing: 0, save_in_address_book: 0 },
    reserved_order_id: times.reserved_order_id,
    orig_order_id: 0,
    currency: {
      global_currency_code: currency,
      base_currency_code: currency,
      store_currency_code: currency,
      quote_currency_code: currency,
      store_to_base_rate: 0,
      store_to_quote_rate: 0,
      base_to_global_rate: 1,
      base_to_quote_rate: 1,
    },
    customer_is_guest: cart.customer_id === null,
    customer_note_notify: true,
    customer_tax_class_id: 3,
    store_id: cart.store_id,
    extension_attributes: shipping
      ? {
          shipping_assignments: [
            {
              shipping: withoutNulls({
                address: restAddress(shipping, email, cart.customer_id),
                method: shipping.shipping_carrier_code && shipping.shipping_method_code ? `${shipping.shipping_carrier_code}_${shipping.shipping_method_code}` : null,
              }),
              items: restItems,
            },
          ],
        }
      : null,
  });
}
