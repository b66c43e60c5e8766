import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CheckoutStep, type StepStatus } from './checkoutFlow';
import styles from './checkout.module.css';

interface CheckoutStepSectionProps {
  step: CheckoutStep;
  status: StepStatus;
  number: number;
  count: number;
  onEdit: () => void;
  children?: ReactNode;
}

/** One numbered step: its heading, an Edit button once done, and its form or summary. */
export function CheckoutStepSection({ step, status, number, count, onEdit, children }: CheckoutStepSectionProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasCurrent = useRef(status === 'current');
  const title = formatMessage({ id: `checkout.step.${step}` });

  // When the flow moves here (not on the first render), keyboard and screen reader users follow it.
  useEffect(() => {
    if (status === 'current' && !wasCurrent.current) headingRef.current?.focus();
    wasCurrent.current = status === 'current';
  }, [status]);

  return (
    <li className={`${styles.step} ${styles[status]}`} aria-current={status === 'current' ? 'step' : undefined}>
      <section aria-labelledby={headingId}>
        <div className={styles.stepHeader}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            <span className={styles.stepNumber} aria-hidden="true">
              {number}
            </span>
            <span className={styles.visuallyHidden}>
              <FormattedMessage id="checkout.stepNumber" values={{ number, count }} />
              {status === 'done' ? `, ${formatMessage({ id: 'checkout.stepDone' })}` : ''}:{' '}
            </span>
            {title}
          </h2>
          {status === 'done' ? (
            <button type="button" className={styles.edit} onClick={onEdit} aria-label={formatMessage({ id: 'checkout.editLabel' }, { step: title })}>
              <FormattedMessage id="checkout.edit" />
            </button>
          ) : null}
        </div>
        {children}
      </section>
    </li>
  );
}
