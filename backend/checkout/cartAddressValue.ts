import { countryName } from '../directory/isoCountries';
import type { RequestContext } from '../types';
import type { QuoteAddressRow } from './addresses';
import { itemTotals, rateBase } from './cartTotals';
import { findShippingRate, shippingRates, type ShippingRate } from './shippingRates';

// A stored cart address as GraphQL's ShippingCartAddress / BillingCartAddress.

function methodValue(ctx: RequestContext, rate: ShippingRate) {
  const amount = ctx.money(rate.amount);
  return { carrier_code: rate.carrier_code, method_code: rate.method_code, carrier_title: rate.carrier_title, method_title: rate.method_title, amount, price_excl_tax: amount, price_incl_tax: amount };
}

function baseFields(ctx: RequestContext, row: QuoteAddressRow) {
  return {
    uid: Buffer.from(`${row.quote_id}/${row.address_type}`).toString('base64'),
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street.split('\n'),
    city: row.city,
    region: row.region || row.region_code ? { code: row.region_code, label: row.region, region_id: row.region_id } : null,
    postcode: row.postcode,
    country: { code: row.country_id, label: countryName(row.country_id, ctx.config('general/locale/code') ?? 'en_US') },
    telephone: row.telephone,
    prefix: row.prefix,
    middlename: row.middlename,
    suffix: row.suffix,
    fax: row.fax,
  };
}

export function shippingAddressValue(ctx: RequestContext, row: QuoteAddressRow) {
  const subtotal = rateBase(itemTotals(ctx.db, row.quote_id));
  const selected = row.shipping_carrier_code && row.shipping_method_code ? findShippingRate(subtotal, row, row.shipping_carrier_code, row.shipping_method_code) : null;
  return {
    __typename: 'ShippingCartAddress' as const,
    ...baseFields(ctx, row),
    customer_notes: row.customer_notes,
    available_shipping_methods: shippingRates(subtotal, row).map((rate) => ({ ...methodValue(ctx, rate), available: true, error_message: '' })),
    selected_shipping_method: selected ? methodValue(ctx, selected) : null,
  };
}

export function billingAddressValue(ctx: RequestContext, row: QuoteAddressRow) {
  return { __typename: 'BillingCartAddress' as const, ...baseFields(ctx, row) };
}
