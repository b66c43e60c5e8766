import { startTestBackend, type TestBackend } from '../test/testBackend';

// route and urlResolver over HTTP against the seeded shop; expected rows come from url_rewrites.
describe('route / urlResolver (seeded backend)', () => {
  let shop: TestBackend;
  const one = <T>(sql: string, ...params: unknown[]) => shop.backend.db.prepare(sql).get(...params) as T;
  const ROUTE = `query ($url: String!) { route(url: $url) {
    __typename relative_url redirect_code type
    ... on ProductInterface { uid sku }
    ... on CategoryTree { uid name }
    ... on CmsPage { identifier title }
  } }`;
  const route = async (url: string) => {
    const { body } = await shop.graphql(ROUTE, { url });
    expect(body.errors).toBeUndefined();
    return body.data.route;
  };
  const uidOf = (id: number) => Buffer.from(String(id)).toString('base64');

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 180_000);
  afterAll(() => shop.close());

  interface RewriteRow {
    request_path: string;
    target_path: string;
    entity_id: number;
  }

  it('resolves a product URL to its product type', async () => {
    const rewrite = one<RewriteRow & { sku: string; type_id: string }>(
      `SELECT r.request_path, r.entity_id, p.sku, p.type_id FROM url_rewrites r JOIN products p ON p.entity_id = r.entity_id
       WHERE r.entity_type = 'product' AND r.redirect_type = 0 AND p.type_id = 'configurable' LIMIT 1`,
    );
    expect(await route(`/${rewrite.request_path}`)).toEqual({
      __typename: 'ConfigurableProduct',
      relative_url: rewrite.request_path,
      redirect_code: 0,
      type: 'PRODUCT',
      uid: uidOf(rewrite.entity_id),
      sku: rewrite.sku,
    });
  });

  it('resolves a category URL, ignoring the query string', async () => {
    const rewrite = one<RewriteRow & { name: string }>(
      `SELECT r.request_path, r.entity_id, c.name FROM url_rewrites r JOIN categories c ON c.entity_id = r.entity_id
       WHERE r.entity_type = 'category' AND r.redirect_type = 0 LIMIT 1`,
    );
    expect(await route(`/${rewrite.request_path}?page=2`)).toEqual({
      __typename: 'CategoryTree',
      relative_url: rewrite.request_path,
      redirect_code: 0,
      type: 'CATEGORY',
      uid: uidOf(rewrite.entity_id),
      name: rewrite.name,
    });
  });

  it.each([301, 302])('answers a %i rewrite with its code and target', async (code) => {
    const rewrite = one<RewriteRow>('SELECT request_path, target_path, entity_id FROM url_rewrites WHERE redirect_type = ? LIMIT 1', code);
    const result = await route(rewrite.request_path);
    expect(result).toMatchObject({ relative_url: rewrite.target_path, redirect_code: code, uid: uidOf(rewrite.entity_id) });
  });

  it('answers null, without an error, for an unknown URL', async () => {
    expect(await route('/no-such-page-anywhere.html')).toBeNull();
  });

  it('resolves the home page to the configured CMS page', async () => {
    const identifier = one<{ value: string }>("SELECT value FROM core_config WHERE path = 'web/default/cms_home_page'").value;
    const page = one<{ title: string } | undefined>('SELECT title FROM cms_pages WHERE identifier = ? AND is_active = 1', identifier);
    const expected = page ? { __typename: 'CmsPage', identifier, title: page.title, redirect_code: 0, type: 'CMS_PAGE', relative_url: identifier } : null;
    expect(await route('/')).toEqual(expected);
    expect(await route('')).toEqual(expected);
  });

  it('resolves a CMS page URL through its cms-page rewrite', async () => {
    const rewrite = one<RewriteRow & { identifier: string; title: string }>(
      `SELECT r.request_path, r.entity_id, p.identifier, p.title FROM url_rewrites r JOIN cms_pages p ON p.page_id = r.entity_id
       WHERE r.entity_type = 'cms-page' AND r.redirect_type = 0 AND p.is_active = 1 LIMIT 1`,
    );
    expect(await route(`/${rewrite.request_path}`)).toEqual({
      __typename: 'CmsPage',
      relative_url: rewrite.request_path,
      redirect_code: 0,
      type: 'CMS_PAGE',
      identifier: rewrite.identifier,
      title: rewrite.title,
    });
  });

  it('resolves a URL with the deprecated urlResolver (camelCase redirectCode)', async () => {
    const rewrite = one<RewriteRow>("SELECT request_path, entity_id FROM url_rewrites WHERE entity_type = 'product' AND redirect_type = 0 LIMIT 1");
    const { body } = await shop.graphql('query ($url: String!) { urlResolver(url: $url) { id entity_uid relative_url redirectCode type } }', { url: rewrite.request_path });
    expect(body.data.urlResolver).toEqual({
      id: rewrite.entity_id,
      entity_uid: uidOf(rewrite.entity_id),
      relative_url: rewrite.request_path,
      redirectCode: 0,
      type: 'PRODUCT',
    });
    const unknown = await shop.graphql('{ urlResolver(url: "nothing-here.html") { id } }');
    expect(unknown.body).toEqual({ data: { urlResolver: null } });
  });

  it('answers null for the URL of a disabled product', async () => {
    const rewrite = one<RewriteRow>("SELECT request_path, entity_id FROM url_rewrites WHERE entity_type = 'product' AND redirect_type = 0 LIMIT 1 OFFSET 3");
    shop.backend.db.prepare('UPDATE products SET status = 2 WHERE entity_id = ?').run(rewrite.entity_id);
    expect(await route(rewrite.request_path)).toBeNull();
  });
});
