import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAddToCart } from '../add-to-cart/useAddToCart';
import { type BundleOption, type BundlePricing } from '../product-bundle/bundleChoice';
import { useBundleOptions, type BundleOptionsTalon } from '../product-bundle/useBundleOptions';
import { type GroupedChild } from '../product-grouped/groupedItems';
import { useGroupedQuantities, type GroupedQuantitiesTalon } from '../product-grouped/useGroupedQuantities';
import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { parseQuantity } from '../quantity-stepper/quantity';
import { useConfigurableOptions, type ConfigurableOptionsTalon } from '../product-options/useConfigurableOptions';
import { type ConfigurableOption, type Variant } from '../product-options/variantSelection';
import { customOptionsPrice } from '../product-custom-options/customOptionChoice';
import { useCustomOptions, type CustomOptionsTalon } from '../product-custom-options/useCustomOptions';
import { chosenLinksPrice } from '../product-downloadable/downloadableChoice';
import { useDownloadableLinks, type DownloadableLinksTalon } from '../product-downloadable/useDownloadableLinks';
import { type ProductView, type VariantDetails } from './productView';
import { cartItemsFor, purchaseProblem, type CustomOptionsPart, type PurchaseInput, type PurchaseProblem } from './purchase';
import { shownDetails, withAddedPrice, type ShownDetails } from './shownDetails';

const NO_OPTIONS: ConfigurableOption[] = [];
const NO_VARIANTS: Array<Variant<VariantDetails>> = [];
const NO_BUNDLE_OPTIONS: BundleOption[] = [];
const NO_PRICING: BundlePricing = { basePrice: 0, discountPercent: 0 };
const NO_CHILDREN: GroupedChild[] = [];

export interface ProductPageTalon {
  shown: ShownDetails;
  quantity: string;
  setQuantity(text: string): void;
  configurable: ConfigurableOptionsTalon<VariantDetails>;
  bundle: BundleOptionsTalon;
  grouped: GroupedQuantitiesTalon;
  custom: CustomOptionsTalon;
  downloadable: DownloadableLinksTalon;
  /** The unit price before custom options: their percentages are shares of it. */
  customBasePrice: number;
  /** What stops Add to Cart, shown once the shopper has tried (and until it is fixed). */
  problem: PurchaseProblem | null;
  /** Magento's message when the cart refused the items. */
  cartError: string | null;
  /** Configurable options (codes) and bundle options (uids) to mark as wrong. */
  invalidCodes: ReadonlySet<string>;
  invalidBundleUids: ReadonlySet<string>;
  invalidCustomUids: ReadonlySet<string>;
  /** A downloadable product's links, sold separately, with none chosen after a try. */
  linksInvalid: boolean;
  quantityInvalid: boolean;
  isAdding: boolean;
  /** Phones: the quantity and Add to Cart sit in a bar at the bottom of the screen, without a visible label. */
  compact: boolean;
  submit(event?: FormEvent): Promise<void>;
}

/** Talon of the product page: the choices of every product type, what they show, and Add to Cart. */
export function useProductPage(product: ProductView): ProductPageTalon {
  const configurable = useConfigurableOptions(product.configurable?.options ?? NO_OPTIONS, product.configurable?.variants ?? NO_VARIANTS);
  const bundle = useBundleOptions(product.bundle?.options ?? NO_BUNDLE_OPTIONS, product.bundle?.pricing ?? NO_PRICING);
  const grouped = useGroupedQuantities(product.grouped ?? NO_CHILDREN);
  const custom = useCustomOptions(product.customOptions);
  const downloadable = useDownloadableLinks(product.downloadable);
  const { formatMessage } = useIntl();
  const [quantity, setQuantity] = useState('1');
  const [attempted, setAttempted] = useState(false);
  const { addToCart, isAdding, errorMessage } = useAddToCart();
  const compact = useIsMobile();

  const beforeOptions = useMemo(() => {
    const details = shownDetails(product, { variant: configurable.variant, preview: configurable.preview, bundlePrice: product.bundle ? bundle.price : null });
    // Links bought separately add their prices (Magento prices the custom options on top of them).
    return withAddedPrice(details, product.downloadable ? chosenLinksPrice(product.downloadable, downloadable.chosen) : 0);
  }, [product, configurable.variant, configurable.preview, bundle.price, downloadable.chosen]);
  // The chosen custom options add to the price shown, as they will to the cart line (percentages of the price before them).
  const shown = useMemo(
    () => withAddedPrice(beforeOptions, customOptionsPrice(product.customOptions, custom.choice, beforeOptions.price.final)),
    [product.customOptions, custom.choice, beforeOptions],
  );

  const customPart = useMemo(
    (): CustomOptionsPart => ({ missingTitles: custom.missing.map((option) => option.title), selected: custom.input.selected, entered: custom.input.entered }),
    [custom.missing, custom.input],
  );

  const input = useMemo((): PurchaseInput => {
    switch (product.kind) {
      case 'configurable':
        return {
          kind: 'configurable',
          sku: product.sku,
          quantity,
          missingLabels: configurable.missing.map((option) => option.label),
          selectedUids: configurable.selectedUids,
          custom: customPart,
        };
      case 'bundle':
        return {
          kind: 'bundle',
          sku: product.sku,
          quantity,
          missingLabels: bundle.missing.map((option) => option.title),
          badQuantity: bundle.badQuantities.length > 0,
          selectedOptions: bundle.selectedOptions,
          custom: customPart,
        };
      case 'grouped':
        return { kind: 'grouped', children: product.grouped ?? NO_CHILDREN, quantities: grouped.quantities };
      case 'downloadable':
        return {
          kind: 'downloadable',
          sku: product.sku,
          quantity,
          missingLinks: downloadable.missing ? (product.downloadable?.title ?? formatMessage({ id: 'productOptions.links' })) : null,
          selectedLinks: downloadable.selected,
          custom: customPart,
        };
      default:
        return { kind: product.kind, sku: product.sku, quantity, custom: customPart };
    }
  }, [product, quantity, configurable.missing, configurable.selectedUids, bundle.missing, bundle.badQuantities, bundle.selectedOptions, grouped.quantities, customPart, downloadable.missing, downloadable.selected, formatMessage]);

  const problem = purchaseProblem(input);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setAttempted(true);
      if (problem || isAdding) return;
      await addToCart(cartItemsFor(input));
    },
    [problem, isAdding, addToCart, input],
  );

  const shownProblem = attempted ? problem : null;
  const invalidCodes = useMemo(() => new Set(attempted ? configurable.missing.map((option) => option.code) : []), [attempted, configurable.missing]);
  const invalidBundleUids = useMemo(
    () => new Set(attempted ? [...bundle.missing, ...bundle.badQuantities].map((option) => option.uid) : []),
    [attempted, bundle.missing, bundle.badQuantities],
  );

  const linksInvalid = attempted && downloadable.missing;
  const invalidCustomUids = useMemo(() => new Set(attempted ? custom.missing.map((option) => option.uid) : []), [attempted, custom.missing]);

  return {
    shown,
    quantity,
    setQuantity,
    configurable,
    bundle,
    grouped,
    custom,
    downloadable,
    customBasePrice: beforeOptions.price.final,
    problem: shownProblem,
    cartError: shownProblem ? null : errorMessage,
    invalidCodes,
    invalidBundleUids,
    invalidCustomUids,
    linksInvalid,
    quantityInvalid: attempted && product.kind !== 'grouped' && !(parseQuantity(quantity) > 0),
    isAdding,
    compact,
    submit,
  };
}
