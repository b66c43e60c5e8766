import { startTestBackend, type TestBackend } from '../test/testBackend';

const STORE_CONFIG = `{
  storeConfig {
    store_code store_name id code website_id locale base_currency_code default_display_currency_code timezone weight_unit
    base_url base_link_url base_media_url secure_base_url secure_base_link_url secure_base_media_url
    product_url_suffix category_url_suffix title_separator grid_per_page_values grid_per_page list_mode catalog_default_sort_by
    root_category_uid root_category_id header_logo_src logo_width logo_height logo_alt default_title copyright
    cms_home_page cms_no_route front show_cms_breadcrumbs newsletter_enabled contact_enabled product_reviews_enabled
    allow_guests_to_write_product_reviews magento_wishlist_general_is_enabled minimum_password_length
    required_character_classes_number is_guest_checkout_enabled store_group_code store_group_name website_code website_name
    is_default_store is_default_store_group is_maintenance pwa { placeholder_productsearch ves_menu_enable ves_menu_alias }
  }
}`;

describe('storeConfig and availableStores', () => {
  let shop: TestBackend;
  const config = (path: string) => shop.backend.db.prepare('SELECT value FROM core_config WHERE scope_id = 0 AND path = ?').pluck().get(path) as string;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('answers the default store view with its configuration and absolute URLs of the request', async () => {
    const { body } = await shop.graphql(STORE_CONFIG);
    expect(body.errors).toBeUndefined();
    const store = body.data.storeConfig;
    const row = shop.backend.db.prepare("SELECT * FROM stores WHERE code = 'default'").get() as Record<string, unknown>;
    expect(store).toMatchObject({
      store_code: 'default',
      code: 'default',
      id: row.store_id,
      store_name: row.name,
      website_code: row.website_code,
      store_group_code: row.group_code,
      is_default_store: true,
      is_default_store_group: true,
      locale: config('general/locale/code'),
      base_currency_code: config('currency/options/base'),
      default_display_currency_code: config('currency/options/default'),
      product_url_suffix: config('catalog/seo/product_url_suffix'),
      grid_per_page: Number(config('catalog/frontend/grid_per_page')),
      header_logo_src: config('design/header/logo_src'),
      logo_width: Number(config('design/header/logo_width')),
      cms_home_page: config('web/default/cms_home_page'),
      show_cms_breadcrumbs: Number(config('web/default/show_cms_breadcrumbs')),
      newsletter_enabled: config('newsletter/general/active') === '1',
      minimum_password_length: config('customer/password/minimum_password_length'),
      is_maintenance: Number(config('pwa/general/is_maintenance')),
      pwa: { placeholder_productsearch: config('pwa/general/placeholder_productsearch') },
    });
    expect(store.secure_base_media_url).toBe(`${shop.url}/media/`);
    expect(store.base_url).toBe(`${shop.url}/`);
    const rootId = shop.backend.db.prepare('SELECT entity_id FROM categories WHERE level = 1 ORDER BY position, entity_id LIMIT 1').pluck().get() as number;
    expect(store.root_category_id).toBe(rootId);
    expect(Buffer.from(store.root_category_uid, 'base64').toString()).toBe(String(rootId));
  });

  it('serves the logo file that header_logo_src names', async () => {
    const { body } = await shop.graphql('{ storeConfig { secure_base_media_url header_logo_src } }');
    const response = await fetch(`${body.data.storeConfig.secure_base_media_url}logo/${body.data.storeConfig.header_logo_src}`);
    expect(response.status).toBe(200);
  });

  it('lists the active store views of the website, also restricted to the current group', async () => {
    const active = shop.backend.db.prepare('SELECT code FROM stores WHERE is_active = 1 ORDER BY sort_order, store_id').pluck().all();
    const { body } = await shop.graphql('{ all: availableStores { store_code store_name } group: availableStores(useCurrentGroup: true) { store_code } }');
    expect(body.data.all.map((store: { store_code: string }) => store.store_code)).toEqual(active);
    expect(body.data.group.map((store: { store_code: string }) => store.store_code)).toContain('default');
  });

  it('answers the same through GET (cacheable)', async () => {
    const { body } = await shop.graphql('{ storeConfig { store_code } }', undefined, { method: 'GET' });
    expect(body.data.storeConfig.store_code).toBe('default');
  });

  it('rejects an unknown Store header', async () => {
    const { body } = await shop.graphql('{ storeConfig { store_code } }', undefined, { headers: { Store: 'nowhere' } });
    expect(body.errors[0].message).toBe('Requested store is not found');
  });
});
