import type { CustomerOrderResolvers, OrderItemResolvers, Resolvers } from '../__generated__/resolvers';
import {
  findOrderAddress,
  findOrderByNumber,
  listOrderComments,
  listOrderItems,
  listOrderShipments,
  type OrderAddressRow,
  type OrderItemRow,
  type OrderRow,
} from '../checkout/orderView';
import { orderCarrierTitle } from '../checkout/shippingRates';
import { GraphQlAuthorizationException, GraphQlNoSuchEntityException } from '../errors';
import { encodeUid } from '../repositories/catalog/ids';
import { toProductValue } from '../repositories/catalog/productRows';
import type { RequestContext } from '../types';
import { catalogLoaders } from './catalog/loaders';
import { downloadableOrderItemFields } from './downloadable/orderItemLinks';
import { reorderItems } from './reorderItems';
import { lineDiscounts, money, orderItemValue, salesTotals } from './orderValues';
import { itemSelectedBundleOptions } from './orderBundleOptions';
import { orderCreditMemos, orderInvoices, salesDocumentResolvers, shipmentItems } from './salesDocuments';

// Magento's CustomerOrder (SalesGraphQl) from an order row: placeOrder's orderV2 and guestOrder.

export const GUEST_ORDER_NOT_FOUND = "We couldn't locate an order with the information provided.";
export const GUEST_ORDER_NEEDS_LOGIN = 'Please login to view the order.';

const jsonList = <T>(text: string | null): T[] => (text ? (JSON.parse(text) as T[]) : []);

/** Magento's order item status label, from the quantities of the line. */
function itemStatus(item: OrderItemRow): string {
  const { qty_ordered: ordered, qty_invoiced: invoiced, qty_shipped: shipped, qty_refunded: refunded, qty_canceled: canceled } = item;
  const actual = ordered - canceled - refunded;
  if (!invoiced && !shipped && !refunded && !canceled) return 'Ordered';
  if (shipped && invoiced && actual === shipped) return 'Shipped';
  if (invoiced && !shipped && actual === invoiced) return 'Invoiced';
  if (refunded && ordered === refunded) return 'Refunded';
  if (canceled && ordered === canceled) return 'Canceled';
  if (Math.max(shipped, invoiced) < actual) return 'Partial';
  return 'Mixed';
}

function orderAddress(row: OrderAddressRow | null) {
  if (!row) return null;
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street.split('\n'),
    city: row.city,
    region: row.region,
    region_id: row.region_id,
    postcode: row.postcode,
    country_code: row.country_id as never,
    telephone: row.telephone,
    company: row.company,
    prefix: row.prefix,
    middlename: row.middlename,
    suffix: row.suffix,
    fax: row.fax,
    vat_id: null,
  };
}

const customerOrderFields: CustomerOrderResolvers = {
  id: (order) => encodeUid(order.entity_id),
  number: (order) => order.increment_id,
  order_number: (order) => order.increment_id,
  increment_id: (order) => order.increment_id,
  order_date: (order) => order.created_at,
  created_at: (order) => order.created_at,
  status: (order) => order.status,
  email: (order) => order.customer_email,
  grand_total: (order) => order.grand_total,
  shipping_method: (order) => order.shipping_description,
  carrier: (order) => orderCarrierTitle(order.shipping_method, order.shipping_description),
  applied_coupons: (order) => (order.coupon_code ? [{ code: order.coupon_code }] : []),
  items: (order, _args, ctx) => listOrderItems(ctx.db, order.entity_id).map((row) => orderItemValue(row, order)),
  total: (order) => salesTotals(order, order),
  shipping_address: (order, _args, ctx) => orderAddress(findOrderAddress(ctx.db, order.entity_id, 'shipping')),
  billing_address: (order, _args, ctx) => orderAddress(findOrderAddress(ctx.db, order.entity_id, 'billing')),
  payment_methods: (order) => [{ name: order.payment_title, type: order.payment_method, additional_data: jsonList<{ name: string; value: string }>(order.payment_additional_data) }],
  invoices: (order, _args, ctx) => orderInvoices(ctx.db, order),
  credit_memos: (order, _args, ctx) => orderCreditMemos(ctx.db, order),
  shipments: (order, _args, ctx) =>
    listOrderShipments(ctx.db, order.entity_id).map((shipment) => ({
      id: encodeUid(shipment.increment_id),
      number: shipment.increment_id,
      tracking: jsonList<{ carrier: string; title: string; number: string }>(shipment.tracks),
      items: shipmentItems(ctx.db, order, shipment.entity_id),
      comments: [],
    })),
  comments: (order, _args, ctx) => listOrderComments(ctx.db, order.entity_id).map((c) => ({ message: c.comment, timestamp: c.created_at })),
};

const orderItemFields: OrderItemResolvers = {
  id: (item) => encodeUid(item.item_id),
  product_name: (item) => item.name,
  product_sku: (item) => item.sku,
  product_url_key: (item) => item.url_key,
  product_type: (item) => item.product_type,
  status: (item) => itemStatus(item),
  product_sale_price: (item) => money(item.order, item.price),
  discounts: (item) => lineDiscounts(item.order, item.discount_amount),
  selected_options: (item) => jsonList<{ label: string; value: string }>(item.selected_options),
  entered_options: (item) => jsonList<{ label: string; value: string }>(item.entered_options),
  quantity_ordered: (item) => item.qty_ordered,
  quantity_invoiced: (item) => item.qty_invoiced,
  quantity_shipped: (item) => item.qty_shipped,
  quantity_refunded: (item) => item.qty_refunded,
  quantity_canceled: (item) => item.qty_canceled,
  quantity_returned: () => 0,
  product: async (item, _args, ctx: RequestContext) => {
    const row = item.product_id ? await catalogLoaders(ctx).product.load(item.product_id) : null;
    return row ? toProductValue(row) : null;
  },
};

/**
 * Magento 2.4.7's guestOrder: the store's order with that number whose billing address has exactly
 * that email and postcode; a customer's order only after signing in.
 */
function guestOrder(_: unknown, args: { input: { number: string; email: string; postcode: string } }, ctx: RequestContext): OrderRow {
  const { number, email, postcode } = args.input;
  const order = findOrderByNumber(ctx.db, ctx.store.id, number);
  if (!order) throw new GraphQlNoSuchEntityException(GUEST_ORDER_NOT_FOUND);
  const billing = findOrderAddress(ctx.db, order.entity_id, 'billing');
  if (!billing || billing.postcode !== postcode || (billing.email ?? order.customer_email) !== email) throw new GraphQlNoSuchEntityException(GUEST_ORDER_NOT_FOUND);
  if (order.customer_id !== null || !order.customer_is_guest) throw new GraphQlAuthorizationException(GUEST_ORDER_NEEDS_LOGIN);
  return order;
}

export const orderResolvers: Resolvers = {
  Query: { guestOrder },
  Mutation: { reorderItems },
  CustomerOrder: customerOrderFields,
  OrderItem: orderItemFields,
  DownloadableOrderItem: { ...orderItemFields, ...downloadableOrderItemFields },
  BundleOrderItem: { ...orderItemFields, bundle_options: (item, _args, ctx) => itemSelectedBundleOptions(ctx.db, item) },
  ...salesDocumentResolvers,
};
