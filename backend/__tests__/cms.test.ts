import { startTestBackend, type TestBackend } from '../test/testBackend';

const PAGE_FIELDS = 'identifier url_key title content content_heading page_layout meta_title meta_keywords meta_description';

describe('cmsPage and cmsBlocks', () => {
  let shop: TestBackend;
  const sql = (query: string, ...params: unknown[]) => shop.backend.db.prepare(query).all(...params) as Array<Record<string, any>>;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('serves the home page as rich Page Builder content over 30000 characters', async () => {
    const { body } = await shop.graphql(`{ cmsPage(identifier: "home") { ${PAGE_FIELDS} } }`);
    expect(body.errors).toBeUndefined();
    const page = body.data.cmsPage;
    expect(page).toMatchObject({ identifier: 'home', url_key: 'home', title: 'Home Page' });
    expect(page.content.length).toBeGreaterThan(30000);
    expect(page.content).toMatch(/^<style>#html-body \[data-pb-style=/);
    expect(page.content).toContain('data-content-type="slider"');
    expect(page.content.match(/data-content-type="slide"/g)).toHaveLength(3);
    expect(page.content).toContain('data-content-type="products" data-appearance="carousel"');
    for (const type of ['heading', 'buttons', 'text', 'divider', 'html', 'banner']) expect(page.content).toContain(`data-content-type="${type}"`);
  });

  it('names only SKUs that exist in the catalogue in its product floors', async () => {
    const { body } = await shop.graphql('{ cmsPage(identifier: "home") { content } }');
    const skus = [...body.data.cmsPage.content.matchAll(/data-product-sku="([^"]+)"/g)].map((match) => match[1]);
    expect(skus.length).toBeGreaterThanOrEqual(8);
    const known = new Set(sql('SELECT sku FROM products').map((row) => row.sku));
    expect(skus.filter((sku) => !known.has(sku))).toEqual([]);
  });

  it('resolves media and store directives to absolute URLs of the request, and the banner images exist', async () => {
    const { body } = await shop.graphql('{ cmsPage(identifier: "home") { content } }');
    const content: string = body.data.cmsPage.content;
    expect(content).not.toContain('{{');
    const backgrounds = [...content.matchAll(/data-background-images="(\{\\&quot;[^"]+)"/g)].map((match) => JSON.parse(match[1].replace(/\\&quot;/g, '"')));
    expect(backgrounds.length).toBeGreaterThanOrEqual(3);
    const desktop = backgrounds[0].desktop_image as string;
    expect(desktop).toMatch(new RegExp(`^${shop.url}/media/wysiwyg/banners/.+\\.jpg$`));
    const image = await fetch(desktop);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/jpeg');
  });

  it('finds a page by its deprecated numeric id', async () => {
    const [row] = sql("SELECT page_id, title FROM cms_pages WHERE identifier = 'about-us'");
    const { body } = await shop.graphql('query ($id: Int) { cmsPage(id: $id) { identifier title } }', { id: row.page_id });
    expect(body.data.cmsPage).toEqual({ identifier: 'about-us', title: row.title });
  });

  it('has the info pages and a url rewrite for every page', async () => {
    for (const identifier of ['about-us', 'privacy-policy-cookie-restriction-mode', 'faq', 'no-route', 'customer-service']) {
      const { body } = await shop.graphql('query ($id: String) { cmsPage(identifier: $id) { identifier content } }', { id: identifier });
      expect(body.data.cmsPage.content).toContain('data-content-type=');
    }
    const pages = sql('SELECT page_id, identifier FROM cms_pages');
    const rewrites = sql("SELECT request_path, entity_id, redirect_type FROM url_rewrites WHERE entity_type = 'cms-page' AND store_id = 1");
    for (const page of pages) expect(rewrites).toContainEqual({ request_path: page.identifier, entity_id: page.page_id, redirect_type: 0 });
  });

  it('answers Magento errors for a missing page, an inactive page and no argument', async () => {
    const missing = await shop.graphql('{ cmsPage(identifier: "no-such-page") { title } }');
    expect(missing.body.errors[0]).toMatchObject({ message: 'The CMS page with the "no-such-page" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } });
    shop.backend.db.prepare("UPDATE cms_pages SET is_active = 0 WHERE identifier = 'enable-cookies'").run();
    const inactive = await shop.graphql('{ cmsPage(identifier: "enable-cookies") { title } }');
    expect(inactive.body.errors[0].message).toBe('The CMS page with the "enable-cookies" ID doesn\'t exist.');
    const none = await shop.graphql('{ cmsPage { title } }');
    expect(none.body.errors[0]).toMatchObject({ message: '"Page id/identifier should be specified', extensions: { category: 'graphql-input' } });
  });

  it('returns the footer and floating banner blocks', async () => {
    const { body } = await shop.graphql('{ cmsBlocks(identifiers: ["footer_links_block", "floating_banner"]) { items { identifier title content } } }');
    expect(body.errors).toBeUndefined();
    const [footer, floating] = body.data.cmsBlocks.items;
    expect(footer.identifier).toBe('footer_links_block');
    for (const heading of ['About Jingga', 'Customer Service', 'Shop by Category']) expect(footer.content).toContain(heading);
    for (const path of ['about-us', 'faq', 'contact', 'store-locator', 'blog', 'brands']) expect(footer.content).toContain(`href="${shop.url}/${path}"`);
    const topCategory = sql('SELECT url_path FROM categories WHERE level = 2 AND include_in_menu = 1 ORDER BY position LIMIT 1')[0];
    expect(footer.content).toContain(`href="${shop.url}/${topCategory.url_path}.html"`);
    expect(floating.content).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]+"/);
    expect(floating.content).toContain(`${shop.url}/media/wysiwyg/floating/pharmacist.png`);
  });

  it('nulls a missing block with its own error and rejects an empty list', async () => {
    const { body } = await shop.graphql('{ cmsBlocks(identifiers: ["home_usp", "nope"]) { items { identifier } } }');
    expect(body.data.cmsBlocks.items).toEqual([{ identifier: 'home_usp' }, null]);
    expect(body.errors).toEqual([expect.objectContaining({ message: 'The CMS block with the "nope" ID doesn\'t exist.', path: ['cmsBlocks', 'items', 1] })]);
    const empty = await shop.graphql('{ cmsBlocks(identifiers: []) { items { identifier } } }');
    expect(empty.body.errors[0]).toMatchObject({ message: '"identifiers" of CMS blocks should be specified', extensions: { category: 'graphql-input' } });
    const omitted = await shop.graphql('{ cmsBlocks { items { identifier } } }');
    expect(omitted.body).toMatchObject({ data: { cmsBlocks: null }, errors: [{ message: '"identifiers" of CMS blocks should be specified', extensions: { category: 'graphql-input' } }] });
  });
});
