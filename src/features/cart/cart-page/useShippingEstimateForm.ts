import { type FormApi } from 'informed';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { type RadioOption } from '../../../lib/ui/form/RadioGroupField';
import { addressValidators } from '../../order/address/addressValidation';
import { useRegions } from '../../order/address/useRegions';
import { shippingMethodLabel, shippingMethodValue } from '../../checkout/checkout-page/shippingMethodChoice';
import { pickEstimatedMethod } from './estimatedMethods';
import { useCartDetails } from '../state/useCartDetails';
import { shippingEstimateStore, useShippingEstimateState } from './shippingEstimateStore';

/** The form's field names: the checkout address's, so the browser's autofill knows them. */
export const ESTIMATE_FIELDS = { province: 'region_code', postcode: 'postcode' } as const;

const VALIDATORS = { province: addressValidators.required, postcode: addressValidators.postcode };

/**
 * Talon of the cart page's Estimate Shipping form: Province and Postal Code (checked like the
 * checkout's address), Estimate sends them to the shared estimate; then the methods Magento offers
 * there with their prices, the one the totals use checked, and the address it is for.
 */
export function useShippingEstimateForm() {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const { regions, provinces } = useRegions();
  const currency = useCartDetails().prices?.grand_total?.currency ?? 'IDR';
  const { destination, chosen, methods, status } = useShippingEstimateState();
  const formApiRef = useRef<FormApi | null>(null);

  // A destination that arrives after the form (a signed-in customer's default address) fills the
  // fields the shopper has not touched.
  useEffect(() => {
    const formApi = formApiRef.current;
    if (!formApi || !destination) return;
    const fill = (name: string, value: string) => {
      if (!formApi.getValue(name) && !formApi.getTouched(name)) formApi.setValue(name, value);
    };
    fill(ESTIMATE_FIELDS.province, destination.regionCode);
    fill(ESTIMATE_FIELDS.postcode, destination.postcode);
  }, [destination]);

  const submit = useCallback(
    ({ values }: { values: Record<string, unknown> }) => {
      const region = regions.find((candidate) => candidate.code === values[ESTIMATE_FIELDS.province]);
      if (!region) return;
      shippingEstimateStore.setDestination({ regionId: region.id, regionCode: region.code, regionName: region.name, postcode: String(values[ESTIMATE_FIELDS.postcode] ?? '').trim() });
    },
    [regions],
  );

  const options: RadioOption[] = useMemo(
    () =>
      (methods ?? [])
        .filter((method) => method.available)
        .map((method) => ({
          value: shippingMethodValue(method),
          label: shippingMethodLabel({ carrier_title: method.carrier_title, method_title: method.method_title ?? undefined }),
          detail: method.amount === 0 ? formatMessage({ id: 'cartTotals.shippingFree' }) : formatPrice({ value: method.amount, currency }),
        })),
    [currency, formatMessage, formatPrice, methods],
  );
  const picked = pickEstimatedMethod(methods, chosen);
  const selected = picked ? shippingMethodValue(picked) : undefined;

  const choose = useCallback(
    (value: unknown) => {
      if (typeof value === 'string' && value !== selected && options.some((option) => option.value === value)) shippingEstimateStore.choose(value);
    },
    [options, selected],
  );

  return {
    provinces,
    formApiRef,
    initialValues: destination ? { [ESTIMATE_FIELDS.province]: destination.regionCode, [ESTIMATE_FIELDS.postcode]: destination.postcode } : {},
    validators: VALIDATORS,
    submit,
    isEstimating: status === 'loading',
    /** The destination's methods as radios (empty until they arrive). */
    options,
    /** The method the totals use. */
    selected,
    /** Changes when the list does (another address): the radios start again from `selected`. */
    optionsKey: `${destination?.regionCode}/${destination?.postcode}/${options.map((option) => option.value).join(',')}`,
    /** Picks the method the totals use (one of `options`; the one already used, or anything else, changes nothing). */
    choose,
    /** What the methods and the totals are estimated for ("DKI Jakarta 12190"), once they are. */
    estimatedFor: destination && methods ? { region: destination.regionName, postcode: destination.postcode } : null,
    failed: status === 'failed',
    noMethods: methods !== null && options.length === 0,
  };
}
