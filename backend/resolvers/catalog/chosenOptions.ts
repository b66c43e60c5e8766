import { encodeUid } from '../../repositories/catalog/ids';
import { selectionPrice, simplePrice } from '../../repositories/catalog/productPricing';
import type { RequestContext } from '../../types';
import { catalogLoaders } from './loaders';

// The options a shopper chose for a configurable or bundle product, as Magento answers them on a
// cart item and on a wishlist item alike (SelectedConfigurableOption, SelectedBundleOption).

export async function chosenConfigurableOptions(ctx: RequestContext, productId: number, choices: ReadonlyArray<{ attribute_id: number; option_id: number }>) {
  if (choices.length === 0) return [];
  const data = await catalogLoaders(ctx).configurable.load(productId);
  return choices.flatMap((choice) => {
    const option = data.options.find((o) => o.attribute_id === choice.attribute_id);
    const value = option?.values.find((v) => v.option_id === choice.option_id);
    if (!option || !value) return [];
    return [
      {
        id: option.attribute_id,
        configurable_product_option_uid: encodeUid(`configurable/${productId}/${option.attribute_id}`),
        option_label: option.label,
        value_id: value.option_id,
        configurable_product_option_value_uid: encodeUid(`configurable/${option.attribute_id}/${value.option_id}`),
        value_label: value.label,
      },
    ];
  });
}

export async function chosenBundleOptions(ctx: RequestContext, productId: number, choices: ReadonlyArray<{ option_id: number; selection_id: number; qty: number }>) {
  if (choices.length === 0) return [];
  const loaders = catalogLoaders(ctx);
  const [bundle, options] = await Promise.all([loaders.product.load(productId), loaders.bundleOptions.load(productId)]);
  if (!bundle) return [];
  const chosenOptions = options.filter((option) => choices.some((choice) => choice.option_id === option.option_id));
  return Promise.all(
    chosenOptions.map(async (option) => {
      const selections = choices
        .filter((choice) => choice.option_id === option.option_id)
        .flatMap((choice) => option.selections.filter((s) => s.selection_id === choice.selection_id).map((s) => ({ s, qty: choice.qty })));
      const parts = await loaders.product.loadAll(selections.map(({ s }) => s.product_id));
      return {
        id: option.option_id,
        uid: encodeUid(`bundle/${option.option_id}`),
        label: option.title,
        type: option.type,
        values: selections.flatMap(({ s, qty }, index) => {
          const part = parts[index];
          if (!part) return [];
          return [
            {
              id: s.selection_id,
              uid: encodeUid(`bundle/${option.option_id}/${s.selection_id}/${qty}`),
              label: part.name,
              quantity: qty,
              price: ctx.money(selectionPrice(bundle, s, simplePrice(part, loaders.today)).final).value,
            },
          ];
        }),
      };
    }),
  );
}
