import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { optionsText, presentItems } from '../../order/views/orderItems';
import { orderPayment } from '../../order/views/orderPayment';
import { useOrderStatusLabel } from '../order-history/useOrderStatusLabel';
import { trackingHref } from '../tracking-order/trackingUrl';
import { ORDER_DETAILS } from './orderDetails.gql';

/**
 * Talon of /order/:number: the customer's order with that number, read fresh (its status and
 * shipments change). An unknown number, or another customer's, answers no order: "not found".
 */
export function useOrderDetails() {
  const { number = '' } = useParams();
  const formatPrice = usePriceFormatter();
  const statusLabel = useOrderStatusLabel();
  const { data, loading, error } = useQuery(ORDER_DETAILS, { variables: { number }, fetchPolicy: 'cache-and-network' });
  const order = data?.customer?.orders?.items?.find(Boolean) ?? null;
  const payment = orderPayment(order?.payment_methods);
  const items = presentItems(order?.items).map((item) => ({
    id: item.id,
    name: item.product_name,
    sku: item.product_sku,
    options: optionsText(item.selected_options),
    price: formatPrice(item.product_sale_price),
    ordered: item.quantity_ordered ?? 0,
    shipped: item.quantity_shipped ?? 0,
  }));
  return {
    number,
    order,
    items,
    /** The order's status in the language shown. */
    status: order ? statusLabel(order.status) : '',
    isLoading: loading && !order,
    error: error && !order ? deriveErrorMessage(error) : null,
    notFound: !loading && !error && !order,
    paymentName: payment.name,
    instructions: payment.instructions,
    trackingHref: trackingHref(number),
    formatPrice,
  };
}

export type OrderDetailsTalon = ReturnType<typeof useOrderDetails>;
