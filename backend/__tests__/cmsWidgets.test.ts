import { startTestBackend, type TestBackend } from '../test/testBackend';

// Widget directives in CMS content, rendered as Magento's template filter renders them before
// GraphQL answers (backend/cms/contentFilter.ts), through the public GraphQL envelope.

const skusIn = (html: string) => [...html.matchAll(/data-product-sku="([^"]+)"/g)].map((match) => match[1]);

/** The SKU list of each ProductsList directive in stored content, in order. */
const storedSkuLists = (content: string) =>
  [...content.matchAll(/conditions_encoded="([^"]*)"/g)].map((match) => {
    const value = /`attribute`:`sku`,`value`:`([^`]*)`/.exec(match[1]);
    return value ? value[1].split(',').map((sku) => sku.trim()) : null;
  });

const widget = (params: string) => `{{widget ${params}}}`;
const blockWidget = (blockId: string) => widget(`type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${blockId}" type_name="CMS Static Block"`);
const skuRule = (skus: string[]) =>
  `^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`()\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`sku\`,\`value\`:\`${skus.join(', ')}\`^]^]`;
const categoryRule = (categoryId: number, operator: '==' | '()') =>
  `^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`${operator}\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`category_ids\`,\`value\`:\`${categoryId}\`^]^]`;
const productsWidget = (conditions: string, count: number, sortOrder = 'position_by_sku') =>
  widget(
    `type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="Magento_CatalogWidget::product/widget/content/grid.phtml" anchor_text="" id_path="" show_pager="0" products_count="${count}" type_name="Catalog Products List" conditions_encoded="${conditions}" sort_order="${sortOrder}"`,
  );

describe('widget directives in CMS content (GraphQL)', () => {
  let shop: TestBackend;
  const sql = (query: string, ...params: unknown[]) => shop.backend.db.prepare(query).all(...params) as Array<Record<string, any>>;
  const run = (query: string, ...params: unknown[]) => shop.backend.db.prepare(query).run(...params);
  const pageContent = async (identifier: string): Promise<string> => {
    const { body } = await shop.graphql('query ($id: String) { cmsPage(identifier: $id) { content } }', { id: identifier });
    expect(body.errors).toBeUndefined();
    return body.data.cmsPage.content;
  };
  const addPage = (identifier: string, content: string) =>
    run(
      "INSERT INTO cms_pages (store_id, identifier, title, content, is_active, created_at, updated_at) VALUES (0, ?, ?, ?, 1, '2026-01-05 08:00:00', '2026-01-05 08:00:00')",
      identifier,
      identifier,
      content,
    );
  const addBlock = (identifier: string, content: string, active = 1) =>
    Number(
      run(
        "INSERT INTO cms_blocks (store_id, identifier, title, content, is_active, created_at, updated_at) VALUES (0, ?, ?, ?, ?, '2026-01-05 08:00:00', '2026-01-05 08:00:00')",
        identifier,
        identifier,
        content,
        active,
      ).lastInsertRowid,
    );

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it("renders the home page's product floors from their stored SKU conditions, in the stored order", async () => {
    const [{ content: stored }] = sql("SELECT content FROM cms_pages WHERE identifier = 'home'");
    const lists = storedSkuLists(stored);
    expect(lists.length).toBeGreaterThanOrEqual(4);
    expect(stored).not.toContain('data-product-sku');

    const content = await pageContent('home');
    expect(content).not.toContain('{{');
    const listed = new Set(sql('SELECT sku FROM products WHERE status = 1 AND visibility IN (2, 4)').map((row) => row.sku));
    const expected = lists.flatMap((skus) => (skus ?? []).filter((sku) => listed.has(sku)).slice(0, 8));
    expect(skusIn(content)).toEqual(expected);
    expect(content.match(/<ol class="product-items widget-product-carousel">/g)).toHaveLength(lists.length);
  });

  it('renders the home_usp block in the home page and links the landing page from the slider', async () => {
    const content = await pageContent('home');
    expect(content).toMatch(/<div data-content-type="block"[^>]*><div class="widget block block-static-block"><style>/);
    expect(content).toContain('100% Original');
    expect(content).toContain(`href="${shop.url}/health-beauty-week"`);
  });

  it('drops disabled, invisible and unknown SKUs, keeps the order and honours products_count', async () => {
    const skus = sql('SELECT sku FROM products WHERE status = 1 AND visibility IN (2, 4) ORDER BY entity_id DESC LIMIT 6').map((row) => row.sku as string);
    run('UPDATE products SET status = 2 WHERE sku = ?', skus[1]);
    run('UPDATE products SET visibility = 1 WHERE sku = ?', skus[2]);
    addPage('widget-skus', `<div data-content-type="products" data-appearance="grid">${productsWidget(skuRule([skus[0], 'NO-SUCH-SKU', skus[1], skus[2], skus[3], skus[4], skus[5]]), 3)}</div>`);
    const content = await pageContent('widget-skus');
    expect(skusIn(content)).toEqual([skus[0], skus[3], skus[4]]);
    expect(content).toContain('<div class="block widget block-products-list grid">');
  });

  it("lists a category's products (an anchor category's children's too) with == or ()", async () => {
    const [top] = sql('SELECT entity_id, path FROM categories WHERE level = 2 AND is_anchor = 1 ORDER BY position LIMIT 1');
    const inTree = new Set(
      sql(
        `SELECT DISTINCT p.sku FROM products p JOIN product_categories pc ON pc.product_id = p.entity_id JOIN categories c ON c.entity_id = pc.category_id
         WHERE p.status = 1 AND p.visibility IN (2, 4) AND (c.entity_id = ? OR c.path LIKE ?)`,
        top.entity_id,
        `${top.path}/%`,
      ).map((row) => row.sku),
    );
    expect(inTree.size).toBeGreaterThan(5);
    addPage('widget-category', `${productsWidget(categoryRule(top.entity_id, '=='), 5, 'name_ascending')}<hr>${productsWidget(categoryRule(top.entity_id, '()'), 5, 'price_low_to_high')}`);
    const [byName, byPrice] = (await pageContent('widget-category')).split('<hr>').map(skusIn);
    expect(byName).toHaveLength(5);
    expect(byPrice).toHaveLength(5);
    for (const sku of [...byName, ...byPrice]) expect(inTree.has(sku)).toBe(true);
    const names = byName.map((sku) => sql('SELECT name FROM products WHERE sku = ?', sku)[0].name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('renders a malformed or empty-matching rule, a missing block and a dynamic block as nothing', async () => {
    addPage(
      'widget-nothing',
      [
        `<div id="a">${productsWidget('^[`1`:^[`aggregator`:`all`', 8)}</div>`,
        `<div id="b">${productsWidget(skuRule(['NO-SUCH-SKU']), 8)}</div>`,
        `<div id="c">${blockWidget('no_such_block')}</div>`,
        `<div id="d">${widget('type="Magento\\Banner\\Block\\Widget\\Banner" display_mode="fixed" rotate="" template="widget/block.phtml" banner_ids="1" unique_id="1" type_name="Dynamic Blocks Rotator"')}</div>`,
      ].join(''),
    );
    expect(await pageContent('widget-nothing')).toBe('<div id="a"></div><div id="b"></div><div id="c"></div><div id="d"></div>');
  });

  it('renders a block widget by id or identifier, never a disabled block, and stops a block that includes itself', async () => {
    const selfId = addBlock('self_including', `<p>Outer</p>${blockWidget('self_including')}`);
    const disabledId = addBlock('switched_off', '<p>Off</p>', 0);
    const { body } = await shop.graphql('{ cmsBlocks(identifiers: ["self_including"]) { items { identifier content } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.cmsBlocks.items[0].content).toBe('<p>Outer</p><div class="widget block block-static-block"><p>Outer</p></div>');

    addPage('widget-blocks', `${blockWidget(String(selfId))}|${blockWidget(String(disabledId))}|${blockWidget('switched_off')}`);
    expect(await pageContent('widget-blocks')).toBe('<div class="widget block block-static-block"><p>Outer</p></div>||');
  });

  it('serves the Health & Beauty Week landing page with its headings, meta data and url rewrite, every widget rendered', async () => {
    const { body } = await shop.graphql(
      '{ cmsPage(identifier: "health-beauty-week") { identifier url_key title content_heading meta_title meta_description content } route(url: "health-beauty-week") { __typename ... on CmsPage { identifier } } }',
    );
    expect(body.errors).toBeUndefined();
    const page = body.data.cmsPage;
    expect(page).toMatchObject({ identifier: 'health-beauty-week', url_key: 'health-beauty-week', title: 'Health & Beauty Week', content_heading: 'Health & Beauty Week' });
    expect(page.meta_title).toContain('Health & Beauty Week');
    expect(page.meta_description.length).toBeGreaterThan(40);
    expect(body.data.route).toEqual({ __typename: 'CmsPage', identifier: 'health-beauty-week' });

    const content: string = page.content;
    expect(content).not.toContain('{{');
    for (const type of ['row', 'column-group', 'column-line', 'column', 'image', 'heading', 'text', 'tabs', 'tab-item', 'buttons', 'button-item', 'block', 'dynamic_block', 'products', 'html', 'divider', 'video', 'map', 'banner']) {
      expect(content).toContain(`data-content-type="${type}"`);
    }
    expect(content).toContain('<div data-content-type="dynamic_block" data-appearance="default" data-element="main"></div>');
    expect(content).toContain('<div class="widget block block-static-block">');
    expect(content).toContain('<div class="block widget block-products-list grid">');
    expect(content).toContain('<ol class="product-items widget-product-carousel">');
    expect(skusIn(content).length).toBeGreaterThanOrEqual(8);
    for (const appearance of ['poster', 'collage-left', 'collage-centered', 'collage-right']) expect(content).toContain(`data-content-type="banner" data-appearance="${appearance}"`);
    expect(content).toMatch(/data-appearance="full-bleed" data-enable-parallax="1" data-parallax-speed="0.5" data-background-images="\{\\&quot;desktop_image\\&quot;:\\&quot;http:/);
    expect(content).toContain('@media only screen and (max-width: 768px)');
    expect(content).toMatch(/<div data-enable-parallax="0"[^>]* data-element="inner" style="[^"]+">/);
  });

  it('links the landing page images that exist on disk', async () => {
    const content = await pageContent('health-beauty-week');
    const images = [...content.matchAll(/(?:src="|\\&quot;)(http:\/\/[^"\\]+\/media\/wysiwyg\/landing\/[^"\\]+\.jpg)/g)].map((match) => match[1]);
    expect(new Set(images).size).toBeGreaterThanOrEqual(10);
    for (const url of new Set(images)) expect((await fetch(url)).status).toBe(200);
  });
});
