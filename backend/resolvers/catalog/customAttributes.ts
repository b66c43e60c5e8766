import type { CustomAttributesListsEnum, Resolvers } from '../../__generated__/resolvers';
import type { RequestContext } from '../../types';
import { groupBy } from '../../repositories/catalog/groupBy';
import { encodeUid } from '../../repositories/catalog/ids';
import { listAttributeOptions, type ProductAttributeValueRow } from '../../repositories/catalog/productAttributeValues';
import { catalogLoaders } from './loaders';

// magento2-pwa's ProductInterface.custom_attributes (CatalogGraphQlAux CustomAttributes resolver, with
// EavGraphQlAux's metadata): every user-defined attribute the product has a value for, sorted by
// position then label. This shop's product attributes are all selects (swatches are selects in
// Magento too), so each answers selected_attribute_options and an empty entered_attribute_value.

/** Magento's product entity type code, which attribute and option uids are built from. */
const PRODUCT_ENTITY = 'catalog_product';

/**
 * Where the storefront uses the attribute (CatalogGraphQlAux ProductAttributes), from the flags this
 * shop keeps: every attribute is shown on the product page (Magento's is_visible_on_front), a
 * filterable one filters listings and search results, a comparable one is compared.
 */
function usedInComponents(row: ProductAttributeValueRow): CustomAttributesListsEnum[] {
  return [
    'PRODUCT_DETAILS_PAGE',
    ...(row.is_comparable ? (['PRODUCTS_COMPARE'] as const) : []),
    ...(row.is_filterable ? (['PRODUCT_FILTER', 'PRODUCT_SEARCH_RESULTS_FILTER'] as const) : []),
  ];
}

const optionValue = (attributeCode: string, option: { option_id: number; label: string }) => ({
  __typename: 'AttributeOption' as const,
  uid: encodeUid(`${PRODUCT_ENTITY}/${attributeCode}/${option.option_id}`),
  label: option.label,
  value: String(option.option_id),
  // This shop's attributes have no default option.
  is_default: false,
});

function attributeMetadata(row: ProductAttributeValueRow, ctx: RequestContext) {
  return {
    __typename: 'ProductAttributeMetadata' as const,
    uid: encodeUid(`${PRODUCT_ENTITY}/${row.attribute_code}`),
    code: row.attribute_code,
    label: row.frontend_label,
    attribute_labels: [{ store_code: ctx.store.code, label: row.frontend_label }],
    // A select keeps its option id, an integer (Magento's backend_type int).
    data_type: 'INT' as const,
    sort_order: row.position,
    is_system: false,
    entity_type: 'PRODUCT' as const,
    // attribute_options (every option of the attribute) is resolved only when asked.
    ui_input: { __typename: 'UiAttributeTypeSelect' as const, ui_input_type: 'SELECT' as const, is_html_allowed: false, attributeId: row.attribute_id, attributeCode: row.attribute_code },
    used_in_components: usedInComponents(row),
  };
}

/** The product's custom_attributes: one entry per attribute, its chosen options together. */
export async function productCustomAttributes(product: { entity_id: number }, ctx: RequestContext) {
  const rows = await catalogLoaders(ctx).attributeValues.load(product.entity_id);
  return [...groupBy(rows, (row) => row.attribute_id).values()].map((chosen) => {
    const [first] = chosen;
    return {
      selected_attribute_options: { attribute_option: chosen.map((row) => optionValue(first.attribute_code, row)) },
      entered_attribute_value: { value: null },
      attribute_metadata: attributeMetadata(first, ctx),
    };
  });
}

export const customAttributesField = {
  custom_attributes: (product: { entity_id: number }, _args: unknown, ctx: RequestContext) => productCustomAttributes(product, ctx),
};

/** EavGraphQlAux AttributeOptions: every option of the select attribute, in its sort order. */
export const uiInputSelectResolvers: Resolvers = {
  UiAttributeTypeSelect: {
    attribute_options: (input, _args, ctx: RequestContext) => {
      // The value attributeMetadata built: it carries the attribute besides the schema's fields.
      const { attributeId, attributeCode } = input as unknown as { attributeId: number; attributeCode: string };
      return listAttributeOptions(ctx.db, attributeId).map((option) => optionValue(attributeCode, option));
    },
  },
};
