import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../types';
import type { SeedOptions } from './index';

export const STORE_NAME = 'Jingga Health & Beauty';
export const DEFAULT_STORE_ID = 1;

/** Magento configuration paths and the demo shop's values (default scope). */
export const STORE_CONFIG: Record<string, string> = {
  'general/locale/code': 'en_US',
  'general/locale/timezone': 'Asia/Jakarta',
  'general/locale/weight_unit': 'kgs',
  'general/country/default': 'ID',
  'general/country/allow': 'ID',
  'currency/options/base': 'IDR',
  'currency/options/default': 'IDR',
  'currency/options/allow': 'IDR,USD',
  'catalog/seo/product_url_suffix': '.html',
  'catalog/seo/category_url_suffix': '.html',
  'catalog/seo/title_separator': '-',
  'catalog/frontend/grid_per_page_values': '12,24,36',
  'catalog/frontend/grid_per_page': '12',
  'catalog/frontend/list_mode': 'grid-list',
  'catalog/frontend/default_sort_by': 'position',
  'catalog/review/active': '1',
  'catalog/review/allow_guest': '1',
  'design/header/logo_src': 'stores/1/logo.svg',
  'design/header/logo_width': '134',
  'design/header/logo_height': '32',
  'design/header/logo_alt': STORE_NAME,
  'design/header/welcome': 'Welcome to Jingga!',
  'design/head/default_title': STORE_NAME,
  'design/head/title_prefix': '',
  'design/head/title_suffix': '',
  'design/head/default_description': 'Health and beauty products, vitamins, medicines and lab tests delivered across Indonesia.',
  'design/head/default_keywords': 'apotek, skincare, makeup, vitamin, obat, kesehatan',
  'design/footer/copyright': '© 2026 Jingga Health & Beauty. All rights reserved.',
  'web/default/cms_home_page': 'home',
  'web/default/cms_no_route': 'no-route',
  'web/default/front': 'cms',
  'web/default/show_cms_breadcrumbs': '1',
  'newsletter/general/active': '1',
  'contact/contact/enabled': '1',
  'wishlist/general/active': '1',
  'checkout/options/guest_checkout': '1',
  'customer/password/minimum_password_length': '8',
  'customer/password/required_character_classes_number': '3',
  'pwa/general/placeholder_productsearch': 'Search for products, brands and more...',
  'pwa/general/is_maintenance': '0',
  'pwa/general/ves_menu_enable': '1',
  'pwa/general/ves_menu_alias': 'top-menu',
  'general/region/state_required': 'ID',
  'general/region/display_all': '1',
  'general/country/optional_zip_countries': '',
  'catalog/frontend/list_per_page_values': '5,10,15,20,25',
  'catalog/frontend/list_per_page': '10',
  'design/head/demonotice': '0',
  'web/url/use_store': '0',
  'web/default/no_route': 'cms/noroute/index',
  'web/default/cms_no_cookies': 'enable-cookies',
  'customer/password/autocomplete_on_storefront': '1',
  'customer/create_account/confirm': '0',
  'oauth/access_token_lifetime/customer': '1',
  'checkout/options/onepage_checkout_enabled': '1',
  'checkout/options/max_items_display_count': '10',
  'checkout/cart_link/use_qty': '1',
  'checkout/sidebar/display': '1',
  'checkout/sidebar/max_items_display_count': '10',
  'checkout/cart/delete_quote_after': '30',
  'checkout/cart/configurable_product_image': 'parent',
  // Loyalty: one point per Rp1.000 spent, each point worth Rp10; store credit on.
  'reward/points/earn_per_amount': '1000',
  'reward/points/money_per_point': '10',
  'customer/store_credit/active': '1',
  // Customers may cancel an order that has not shipped (Magento's cancelOrder; off in Magento by default).
  'sales/cancellation/enabled': '1',
};

// The tagline sits under the name: beside it, its place depended on the font's width ("Jinggahealth").
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="134" height="32" viewBox="0 0 134 32">
<circle cx="16" cy="16" r="14" fill="#f26c1d"/><path d="M11 9h10v3h-3.5v8.5a5 5 0 0 1-8.5 3.5l2-2.3a2 2 0 0 0 3.5-1.2V12H11z" fill="#fff"/>
<text x="36" y="19" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#f26c1d">Jingga</text>
<text x="37" y="29" font-family="Arial,Helvetica,sans-serif" font-size="7" font-weight="600" letter-spacing="0.8" fill="#6b6b6b">HEALTH &amp; BEAUTY</text></svg>`;

/** The one store view (code default), its website and group, configuration and currency rates. */
export async function seedStore(db: Db, options: SeedOptions): Promise<void> {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO stores (store_id, code, website_id, website_code, website_name, group_id, group_code, group_name, name, sort_order, is_default, is_active)
       VALUES (?, 'default', 1, 'base', 'Main Website', 1, 'main_website_store', 'Main Website Store', ?, 0, 1, 1)`,
    ).run(DEFAULT_STORE_ID, STORE_NAME);
    const setConfig = db.prepare('INSERT INTO core_config (scope_id, path, value) VALUES (0, ?, ?)');
    for (const [configPath, value] of Object.entries(STORE_CONFIG)) setConfig.run(configPath, value);
    const setRate = db.prepare('INSERT INTO currency_rates (currency_from, currency_to, rate) VALUES (?, ?, ?)');
    setRate.run('IDR', 'IDR', 1);
    setRate.run('IDR', 'USD', 0.000063);
  })();
  const logoFile = path.join(options.mediaDir, 'logo', STORE_CONFIG['design/header/logo_src']);
  fs.mkdirSync(path.dirname(logoFile), { recursive: true });
  fs.writeFileSync(logoFile, LOGO_SVG);
}
