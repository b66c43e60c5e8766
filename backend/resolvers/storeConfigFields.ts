// StoreConfig fields that are plain configuration values: field name -> [config path, kind].
// Magento reads each from core_config_data in the store's scope and casts it to the field type.

type Kind = 'string' | 'int' | 'float' | 'bool';

export const CONFIG_FIELDS: Record<string, [path: string, kind: Kind]> = {
  locale: ['general/locale/code', 'string'],
  base_currency_code: ['currency/options/base', 'string'],
  default_display_currency_code: ['currency/options/default', 'string'],
  timezone: ['general/locale/timezone', 'string'],
  weight_unit: ['general/locale/weight_unit', 'string'],
  use_store_in_url: ['web/url/use_store', 'bool'],
  default_country: ['general/country/default', 'string'],
  countries_with_required_region: ['general/region/state_required', 'string'],
  optional_zip_countries: ['general/country/optional_zip_countries', 'string'],
  display_state_if_optional: ['general/region/display_all', 'bool'],

  product_url_suffix: ['catalog/seo/product_url_suffix', 'string'],
  category_url_suffix: ['catalog/seo/category_url_suffix', 'string'],
  title_separator: ['catalog/seo/title_separator', 'string'],
  list_mode: ['catalog/frontend/list_mode', 'string'],
  grid_per_page_values: ['catalog/frontend/grid_per_page_values', 'string'],
  list_per_page_values: ['catalog/frontend/list_per_page_values', 'string'],
  grid_per_page: ['catalog/frontend/grid_per_page', 'int'],
  list_per_page: ['catalog/frontend/list_per_page', 'int'],
  catalog_default_sort_by: ['catalog/frontend/default_sort_by', 'string'],

  head_shortcut_icon: ['design/head/shortcut_icon', 'string'],
  default_title: ['design/head/default_title', 'string'],
  title_prefix: ['design/head/title_prefix', 'string'],
  title_suffix: ['design/head/title_suffix', 'string'],
  default_description: ['design/head/default_description', 'string'],
  default_keywords: ['design/head/default_keywords', 'string'],
  head_includes: ['design/head/includes', 'string'],
  demonotice: ['design/head/demonotice', 'int'],
  header_logo_src: ['design/header/logo_src', 'string'],
  logo_width: ['design/header/logo_width', 'int'],
  logo_height: ['design/header/logo_height', 'int'],
  welcome: ['design/header/welcome', 'string'],
  logo_alt: ['design/header/logo_alt', 'string'],
  absolute_footer: ['design/footer/absolute_footer', 'string'],
  copyright: ['design/footer/copyright', 'string'],

  front: ['web/default/front', 'string'],
  cms_home_page: ['web/default/cms_home_page', 'string'],
  no_route: ['web/default/no_route', 'string'],
  cms_no_route: ['web/default/cms_no_route', 'string'],
  cms_no_cookies: ['web/default/cms_no_cookies', 'string'],
  show_cms_breadcrumbs: ['web/default/show_cms_breadcrumbs', 'int'],

  newsletter_enabled: ['newsletter/general/active', 'bool'],
  contact_enabled: ['contact/contact/enabled', 'bool'],
  product_reviews_enabled: ['catalog/review/active', 'string'],
  allow_guests_to_write_product_reviews: ['catalog/review/allow_guest', 'string'],
  magento_wishlist_general_is_enabled: ['wishlist/general/active', 'string'],

  minimum_password_length: ['customer/password/minimum_password_length', 'string'],
  required_character_classes_number: ['customer/password/required_character_classes_number', 'string'],
  autocomplete_on_storefront: ['customer/password/autocomplete_on_storefront', 'bool'],
  create_account_confirmation: ['customer/create_account/confirm', 'bool'],
  customer_access_token_lifetime: ['oauth/access_token_lifetime/customer', 'float'],

  is_guest_checkout_enabled: ['checkout/options/guest_checkout', 'bool'],
  is_one_page_checkout_enabled: ['checkout/options/onepage_checkout_enabled', 'bool'],
  max_items_in_order_summary: ['checkout/options/max_items_display_count', 'int'],
  cart_summary_display_quantity: ['checkout/cart_link/use_qty', 'int'],
  minicart_display: ['checkout/sidebar/display', 'bool'],
  minicart_max_items: ['checkout/sidebar/max_items_display_count', 'int'],
  cart_expires_in_days: ['checkout/cart/delete_quote_after', 'int'],
  configurable_thumbnail_source: ['checkout/cart/configurable_product_image', 'string'],

  is_maintenance: ['pwa/general/is_maintenance', 'int'],

  // GiftMessageGraphQl (core): this shop takes no gift messages.
  allow_order: ['sales/gift_options/allow_order', 'string'],
  allow_items: ['sales/gift_options/allow_items', 'string'],
  // magento2-pwa: canonical link tags (extensions/magentoPwa.graphql).
  category_canonical_tag: ['catalog/seo/category_canonical_tag', 'bool'],
  product_canonical_tag: ['catalog/seo/product_canonical_tag', 'bool'],
};

/**
 * Values Magento's modules ship in etc/config.xml, for paths this shop's seed does not store: a
 * stored value (core_config_data) wins, as in Magento.
 */
export const MODULE_CONFIG_DEFAULTS: Readonly<Record<string, string>> = {
  'sales/gift_options/allow_order': '0',
  'sales/gift_options/allow_items': '0',
  'catalog/seo/category_canonical_tag': '0',
  'catalog/seo/product_canonical_tag': '0',
  'design/search_engine_robots/default_robots': 'INDEX,FOLLOW',
  'checkout/cart_link/use_qty': '1',
};

/** A config getter that falls back to the module defaults above. */
export const withModuleDefaults =
  (config: (path: string) => string | null) =>
  (path: string): string | null =>
    config(path) ?? MODULE_CONFIG_DEFAULTS[path] ?? null;

export const PWA_CONFIG_FIELDS: Record<string, [path: string, kind: Kind]> = {
  placeholder_productsearch: ['pwa/general/placeholder_productsearch', 'string'],
  ves_menu_enable: ['pwa/general/ves_menu_enable', 'bool'],
  ves_menu_alias: ['pwa/general/ves_menu_alias', 'string'],
};

/** Casts a stored configuration string to the field's GraphQL type (null stays null, except booleans). */
export function castConfigValue(value: string | null, kind: Kind): string | number | boolean | null {
  if (kind === 'bool') return value === '1' || value === 'true';
  if (value === null || value === '') return kind === 'string' ? value : null;
  if (kind === 'int') return Number.parseInt(value, 10);
  if (kind === 'float') return Number.parseFloat(value);
  return value;
}

/** Reads every field of a map with a config getter. */
export function readConfigFields(fields: Record<string, [string, Kind]>, config: (path: string) => string | null) {
  const read = withModuleDefaults(config);
  return Object.fromEntries(Object.entries(fields).map(([field, [path, kind]]) => [field, castConfigValue(read(path), kind)]));
}
