import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { type PriceValue } from '../../../lib/price/formatPrice';
import { useAppDispatch } from '../../../lib/store';
import { updateItemInCart } from '../../../lib/store/cart/itemActions';
import { type NewCartItem } from '../../../lib/store/cart/itemInput';
import { cartLines } from '../../../lib/store/cart/cartDetails';
import { cartPageLine, type CartPageLineView } from '../cart-page/cartPageLine';
import { useCartDetails } from '../state/useCartDetails';
import { useConfigurableOptions, type ConfigurableOptionsTalon } from '../../catalog/product-options/useConfigurableOptions';
import { selectionOf } from '../../catalog/product-options/variantSelection';
import { parseQuantity } from '../../catalog/quantity-stepper/quantity';
import { type EditableProduct, type EditableVariant } from './editableProduct';
import { findLine, lineChange } from './lineChange';

/** What stops Update before anything is sent: a message id and its values. */
export type EditLineProblem = { id: 'cartEdit.chooseOptions'; labels: string[] } | { id: 'cartEdit.quantityInvalid' };

export interface EditLineTalon {
  configurable: ConfigurableOptionsTalon<EditableVariant>;
  /** The chosen variant's price and picture (the line's own until a variant is named). */
  price: PriceValue;
  imageUrl: string | null;
  quantity: string;
  setQuantity(text: string): void;
  /** What to fix before Update, once the shopper has tried. */
  problem: EditLineProblem | null;
  /** Magento's message when the cart refused the last Update (the line is then as it was). */
  refusal: string | null;
  /** Option codes to mark as missing. */
  invalidCodes: ReadonlySet<string>;
  quantityInvalid: boolean;
  isSaving: boolean;
  submit(event?: FormEvent): Promise<void>;
}

/**
 * Talon of the Edit dialog's form (Venia's product form): the line's choice and quantity to start
 * with, the variant they name (sold-out combinations disabled), and Update: the same variant with
 * another quantity is updated in place, another variant replaces the line (spec §4: remove then
 * add, the old line put back when Magento refuses the new one). The cart's details follow through
 * the cart slice; `onUpdated` gets the configuration the cart now holds.
 */
export function useEditLine(line: CartPageLineView, product: EditableProduct, onUpdated: (item: NewCartItem) => void): EditLineTalon {
  const dispatch = useAppDispatch();
  const [initial] = useState(() => selectionOf(product.options, line.item.selectedOptions ?? []));
  const configurable = useConfigurableOptions(product.options, product.variants, initial);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const items = cartLines(useCartDetails());
  const lines = useMemo(() => items.map(cartPageLine), [items]);

  const parsed = parseQuantity(quantity);
  const quantityOk = Number.isInteger(parsed) && parsed > 0;
  const problem: EditLineProblem | null = configurable.missing.length
    ? { id: 'cartEdit.chooseOptions', labels: configurable.missing.map((option) => option.label) }
    : quantityOk
      ? null
      : { id: 'cartEdit.quantityInvalid' };

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setAttempted(true);
      if (problem || isSaving) return;
      // The line as the cart holds it now: after a refused replacement it is back under a new uid.
      const current = findLine(lines, line.uid, line.item) ?? line;
      const change = lineChange(current, configurable.selectedUids, parsed);
      if (change.kind === 'none') {
        onUpdated(current.item);
        return;
      }
      setIsSaving(true);
      setRefusal(null);
      const error = await dispatch(
        change.kind === 'quantity'
          ? updateItemInCart({ cartItemId: current.uid, item: change.item })
          : updateItemInCart({ cartItemId: current.uid, item: change.item, productType: current.productType, restore: current.item }),
      );
      setIsSaving(false);
      if (error) setRefusal(deriveErrorMessage(error));
      else onUpdated(change.item);
    },
    [problem, isSaving, lines, line, configurable.selectedUids, parsed, dispatch, onUpdated],
  );

  const invalidCodes = useMemo(() => new Set(attempted ? configurable.missing.map((option) => option.code) : []), [attempted, configurable.missing]);
  const shown = configurable.variant ?? configurable.preview;
  return {
    configurable,
    price: shown?.product.price ?? line.unitPrice,
    imageUrl: shown?.product.imageUrl || product.imageUrl || line.imageUrl,
    quantity,
    setQuantity,
    problem: attempted ? problem : null,
    refusal,
    invalidCodes,
    quantityInvalid: attempted && !quantityOk,
    isSaving,
    submit,
  };
}
