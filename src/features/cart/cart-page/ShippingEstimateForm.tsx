import { Form } from 'informed';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RadioGroupField } from '../../../lib/ui/form/RadioGroupField';
import { SelectField } from '../../../lib/ui/form/SelectField';
import { TextField } from '../../../lib/ui/form/TextField';
import { POSTCODE_LENGTH } from '../../order/address/addressValidation';
import styles from './shippingEstimate.module.css';
import { ESTIMATE_FIELDS, useShippingEstimateForm } from './useShippingEstimateForm';

const METHOD_FIELD = 'estimatedMethod';

/**
 * Venia's "Estimate your Shipping": Province and Postal Code, Estimate, then the methods Magento
 * offers there with their prices as radios (the totals follow the one checked) and the address
 * the estimate is for.
 */
export function ShippingEstimateForm() {
  const { formatMessage } = useIntl();
  const id = useId();
  const estimate = useShippingEstimateForm();
  return (
    <section className={styles.estimate} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        <FormattedMessage id="cartPage.estimateHeading" />
      </h3>
      <Form className={styles.form} formApiRef={estimate.formApiRef} initialValues={estimate.initialValues} onSubmit={estimate.submit} focusOnInvalid noValidate>
        <SelectField
          name={ESTIMATE_FIELDS.province}
          label={formatMessage({ id: 'cartPage.estimateProvince' })}
          placeholder={formatMessage({ id: 'cartPage.estimateProvincePlaceholder' })}
          options={estimate.provinces}
          autoComplete="section-estimate address-level1"
          validate={estimate.validators.province}
        />
        <TextField
          name={ESTIMATE_FIELDS.postcode}
          label={formatMessage({ id: 'cartPage.estimatePostcode' })}
          inputMode="numeric"
          maxLength={POSTCODE_LENGTH}
          autoComplete="section-estimate postal-code"
          validate={estimate.validators.postcode}
        />
        <button type="submit" className={styles.submit} disabled={estimate.isEstimating} aria-busy={estimate.isEstimating}>
          <FormattedMessage id="cartPage.estimateSubmit" />
        </button>
      </Form>
      {/* Polite, not a status role: the page keeps its one status for the cart's own notices. */}
      <p className={styles.status} aria-live="polite">
        {estimate.estimatedFor ? <FormattedMessage id="cartPage.estimatedFor" values={estimate.estimatedFor} /> : null}
      </p>
      {estimate.failed ? (
        <p className={styles.error} role="alert">
          <FormattedMessage id="cartPage.estimateFailed" />
        </p>
      ) : null}
      {estimate.noMethods ? (
        <p className={styles.error}>
          <FormattedMessage id="cartPage.estimateNoMethods" />
        </p>
      ) : null}
      {estimate.options.length ? (
        // A new list (another address) starts again from the method the estimate uses.
        <Form key={estimate.optionsKey} className={styles.methods} onValueChange={({ values }) => estimate.choose(values[METHOD_FIELD])}>
          <RadioGroupField
            name={METHOD_FIELD}
            legend={formatMessage({ id: 'cartPage.estimateMethods' })}
            options={estimate.options}
            initialValue={estimate.selected}
          />
        </Form>
      ) : null}
    </section>
  );
}
