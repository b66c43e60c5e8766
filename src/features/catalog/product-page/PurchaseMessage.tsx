import { useIntl } from 'react-intl';
import { type PurchaseProblem } from './purchase';
import classes from './productPage.module.css';

export const PURCHASE_MESSAGE_ID = 'product-purchase-message';

/** Next to Add to Cart: what to fix before adding, or Magento's reason the cart refused. Always in the DOM so screen readers hear it appear. */
export function PurchaseMessage({ problem, cartError }: { problem: PurchaseProblem | null; cartError: string | null }) {
  const intl = useIntl();
  let text = cartError ?? '';
  if (problem?.id === 'product.chooseOptions') text = intl.formatMessage({ id: problem.id }, { options: intl.formatList(problem.labels, { type: 'conjunction' }) });
  else if (problem) text = intl.formatMessage({ id: problem.id });
  return (
    <p id={PURCHASE_MESSAGE_ID} className={classes.message} role="alert">
      {text}
    </p>
  );
}
