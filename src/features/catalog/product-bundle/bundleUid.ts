import { type BundleOption, type BundleChoice, chosenLines } from './bundleChoice';

/**
 * Magento's bundle selection uid is base64("bundle/<option id>/<selection id>/<quantity>"); the
 * cart reads the quantity from it, so a changed quantity goes back into the uid. A uid of
 * another shape is left as it is.
 */
export function selectionUidWithQuantity(uid: string, quantity: number): string {
  let text: string;
  try {
    text = atob(uid);
  } catch {
    return uid;
  }
  const parts = text.split('/');
  if (parts.length !== 4 || parts[0] !== 'bundle') return uid;
  return btoa([...parts.slice(0, 3), String(quantity)].join('/'));
}

/** selected_options of addProductsToCart for the chosen bundle: one uid per chosen selection, carrying its quantity. */
export function bundleSelectedOptions(options: readonly BundleOption[], choice: BundleChoice): string[] {
  return chosenLines(options, choice).map(({ selection, quantity }) => selectionUidWithQuantity(selection.uid, quantity));
}
