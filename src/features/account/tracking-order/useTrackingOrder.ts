import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useUrlFormField } from '../../order/views/useUrlFormField';
import { useOrderStatusLabel } from '../order-history/useOrderStatusLabel';
import { TRACK_ORDER } from './trackingOrder.gql';
import { NUMBER_PARAM } from './trackingUrl';

/**
 * Talon of /tracking-order: the number asked for lives in the URL (?number=, as the order page
 * links it), so submitting, a link, reload and Back all look the same order up in the customer's
 * own orders, read fresh each time: its status and its shipments' tracking numbers.
 */
export function useTrackingOrder() {
  const [searchParams, setSearchParams] = useSearchParams();
  const number = (searchParams.get(NUMBER_PARAM) ?? '').trim();
  const { data, loading, error, refetch } = useQuery(TRACK_ORDER, { variables: { number }, skip: !number, fetchPolicy: 'network-only' });
  const order = number ? (data?.customer?.orders?.items?.find(Boolean) ?? null) : null;
  const field = useUrlFormField(NUMBER_PARAM, number);
  const statusLabel = useOrderStatusLabel();

  const handleSubmit = useCallback(
    ({ values }: { values: Record<string, unknown> }) => {
      const typed = String(values[NUMBER_PARAM] ?? '').trim();
      // The same number again: look again (a parcel may have shipped since).
      if (typed === number) void refetch();
      else setSearchParams({ [NUMBER_PARAM]: typed });
    },
    [number, refetch, setSearchParams],
  );

  return {
    number,
    order,
    status: order ? statusLabel(order.status) : '',
    isLooking: loading,
    error: error ? deriveErrorMessage(error) : null,
    /** The customer has no order with this number (or it is someone else's). */
    notFound: Boolean(number) && !loading && !error && !order,
    numberField: { name: NUMBER_PARAM, ...field, onSubmit: handleSubmit },
  };
}

export type TrackingOrderTalon = ReturnType<typeof useTrackingOrder>;
