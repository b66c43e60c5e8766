import { useApolloClient } from '@apollo/client/react';
import { useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ToastContext, type ToastApi } from '../../chrome/toasts/ToastProvider';

/** Outside the app's layout (a card shown on its own) nobody shows toasts: the change is made all the same. */
const noToast: ToastApi['addToast'] = () => '';

/**
 * Talon of a compare button: adds the product to the shopper's compare list (starting one when
 * there is none) or takes it out, with a toast either way; busy meanwhile. The logic loads with
 * the first press (compareActions).
 */
export function useCompareToggle(productUid: string, productName: string, isCompared: boolean) {
  const client = useApolloClient();
  const addToast = useContext(ToastContext)?.addToast ?? noToast;
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const [isBusy, setBusy] = useState(false);

  const toggle = async () => {
    if (isBusy) return;
    setBusy(true);
    try {
      const { toggleCompared } = await import(/* webpackChunkName: "compare-actions" */ './compareActions');
      await toggleCompared({ client, productUid, productName, add: !isCompared }, { addToast, formatMessage, viewList: () => navigate('/product-compare') });
    } finally {
      setBusy(false);
    }
  };

  return { isBusy, toggle };
}
