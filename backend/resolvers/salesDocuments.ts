import type { Resolvers } from '../__generated__/resolvers';
import { listOrderItems, type OrderRow } from '../checkout/orderView';
import {
  listCreditMemoLines,
  listInvoiceLines,
  listOrderCreditMemos,
  listOrderInvoices,
  type SalesDocumentLineRow,
  type SalesDocumentRow,
} from '../orders/salesDocumentsView';
import { encodeUid } from '../repositories/catalog/ids';
import type { Db } from '../types';
import { itemSelectedBundleOptions } from './orderBundleOptions';
import { orderItemLinks } from './downloadable/orderItemLinks';
import { lineDiscounts, money, orderItemValue, salesTotals, type OrderItemValue } from './orderValues';

// Magento SalesGraphQl's Invoice, CreditMemo and OrderShipment lines of a placed order, typed as its
// item type resolvers type them: a bundle line as Bundle*Item, with the selections bought; a
// downloadable line of an invoice or credit memo as Downloadable*Item, with the links bought.

type DocumentKind = 'Invoice' | 'CreditMemo' | 'Shipment';

/** An invoice or credit memo with its order (currency, discount label, lines). */
export interface SalesDocumentValue {
  row: SalesDocumentRow;
  order: OrderRow;
}

/** A line of an invoice, credit memo or shipment: the quantity it takes of an order line, at what price and discount. */
export interface SalesDocumentItemValue {
  __typename: `${'' | 'Bundle'}${DocumentKind}Item` | 'DownloadableInvoiceItem' | 'DownloadableCreditMemoItem';
  id: string;
  qty: number;
  price: number;
  discount: number;
  orderItem: OrderItemValue;
}

function typenameOf(kind: DocumentKind, line: OrderItemValue): SalesDocumentItemValue['__typename'] {
  if (line.product_type === 'bundle') return `Bundle${kind}Item`;
  // Magento has no DownloadableShipmentItem: nothing of a download is shipped.
  if (line.product_type === 'downloadable' && kind !== 'Shipment') return `Downloadable${kind}Item`;
  return `${kind}Item`;
}

export const orderInvoices = (db: Db, order: OrderRow): SalesDocumentValue[] => listOrderInvoices(db, order.entity_id).map((row) => ({ row, order }));
export const orderCreditMemos = (db: Db, order: OrderRow): SalesDocumentValue[] => listOrderCreditMemos(db, order.entity_id).map((row) => ({ row, order }));

/** The document's lines, each with the order line it takes from. */
function documentItems(db: Db, kind: DocumentKind, document: SalesDocumentValue, lines: SalesDocumentLineRow[]): SalesDocumentItemValue[] {
  const orderLines = new Map(listOrderItems(db, document.order.entity_id).map((row) => [row.item_id, orderItemValue(row, document.order)]));
  return lines.flatMap((line) => {
    const orderItem = orderLines.get(line.order_item_id);
    if (!orderItem) return [];
    return [{ __typename: typenameOf(kind, orderItem), id: encodeUid(line.entity_id), qty: line.qty, price: line.price, discount: line.discount_amount, orderItem }];
  });
}

/**
 * A shipment's lines: this shop's shipment carries every shipped line (sales_shipments), so its
 * lines are the order's lines with a shipped quantity, each identified by shipment and line.
 */
export function shipmentItems(db: Db, order: OrderRow, shipmentId: number): SalesDocumentItemValue[] {
  return listOrderItems(db, order.entity_id)
    .filter((row) => row.qty_shipped > 0)
    .map((row) => {
      const orderItem = orderItemValue(row, order);
      return { __typename: typenameOf('Shipment', orderItem), id: encodeUid(`${shipmentId}/${row.item_id}`), qty: row.qty_shipped, price: row.price, discount: 0, orderItem };
    });
}

const itemFields = {
  id: (item: SalesDocumentItemValue) => item.id,
  order_item: (item: SalesDocumentItemValue) => item.orderItem,
  product_name: (item: SalesDocumentItemValue) => item.orderItem.name,
  product_sku: (item: SalesDocumentItemValue) => item.orderItem.sku,
  product_sale_price: (item: SalesDocumentItemValue) => money(item.orderItem.order, item.price),
};
const discountedItemFields = { ...itemFields, discounts: (item: SalesDocumentItemValue) => lineDiscounts(item.orderItem.order, item.discount) };
const bundleOptions = { bundle_options: (item: SalesDocumentItemValue, _args: unknown, ctx: { db: Db }) => itemSelectedBundleOptions(ctx.db, item.orderItem) };
const downloadableLinks = { downloadable_links: (item: SalesDocumentItemValue, _args: unknown, ctx: { db: Db }) => orderItemLinks(ctx.db, item.orderItem) };

const invoiceItemFields = { ...discountedItemFields, quantity_invoiced: (item: SalesDocumentItemValue) => item.qty };
const creditMemoItemFields = { ...discountedItemFields, quantity_refunded: (item: SalesDocumentItemValue) => item.qty };
const shipmentItemFields = { ...itemFields, quantity_shipped: (item: SalesDocumentItemValue) => item.qty };

const documentFields = {
  id: (document: SalesDocumentValue) => encodeUid(document.row.entity_id),
  number: (document: SalesDocumentValue) => document.row.increment_id,
  // The shop writes no comments on its invoices and credit memos.
  comments: () => [],
};

export const salesDocumentResolvers: Resolvers = {
  Invoice: {
    ...documentFields,
    total: (invoice) => salesTotals(invoice.order, invoice.row),
    items: (invoice, _args, ctx) => documentItems(ctx.db, 'Invoice', invoice, listInvoiceLines(ctx.db, invoice.row.entity_id)),
  },
  CreditMemo: {
    ...documentFields,
    total: (memo) => ({ ...salesTotals(memo.order, memo.row), adjustment: money(memo.order, Math.abs(memo.row.adjustment ?? 0)) }),
    items: (memo, _args, ctx) => documentItems(ctx.db, 'CreditMemo', memo, listCreditMemoLines(ctx.db, memo.row.entity_id)),
  },
  InvoiceItem: invoiceItemFields,
  BundleInvoiceItem: { ...invoiceItemFields, ...bundleOptions },
  DownloadableInvoiceItem: { ...invoiceItemFields, ...downloadableLinks },
  CreditMemoItem: creditMemoItemFields,
  BundleCreditMemoItem: { ...creditMemoItemFields, ...bundleOptions },
  DownloadableCreditMemoItem: { ...creditMemoItemFields, ...downloadableLinks },
  ShipmentItem: shipmentItemFields,
  BundleShipmentItem: { ...shipmentItemFields, ...bundleOptions },
};
