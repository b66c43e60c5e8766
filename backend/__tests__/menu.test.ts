import { startTestBackend, type TestBackend } from '../test/testBackend';

const MENU = `query ($alias: String!) {
  vesMenu(alias: $alias) {
    menu_id name
    items { id name link link_type category_id content_type menu_id status dropdown_bgimage
      children { id name link link_type category_id children { id name link link_type category_id } } }
  }
}`;

interface Item {
  name: string;
  link: string;
  link_type: string;
  category_id: string | null;
  dropdown_bgimage?: string | null;
  children?: Item[];
}

describe('vesMenu', () => {
  let shop: TestBackend;
  const categories = () =>
    shop.backend.db.prepare('SELECT entity_id, parent_id, name, url_path FROM categories WHERE level >= 2 AND is_active = 1 AND include_in_menu = 1 ORDER BY position, entity_id').all() as Array<{
      entity_id: number;
      parent_id: number;
      name: string;
      url_path: string;
    }>;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('lists the top categories with their level-2 and level-3 children as absolute category links', async () => {
    const { body } = await shop.graphql(MENU, { alias: 'top-menu' });
    expect(body.errors).toBeUndefined();
    const menu = body.data.vesMenu;
    expect(menu.name).toBe('Top Menu');
    const all = categories();
    const byId = new Map(all.map((category) => [category.entity_id, category]));
    const tops = menu.items.filter((item: Item) => item.link_type === 'category_link');
    const rootId = shop.backend.db.prepare('SELECT entity_id FROM categories WHERE level = 1').pluck().get();
    expect(tops.map((item: Item) => item.name)).toEqual(all.filter((category) => category.parent_id === rootId).map((category) => category.name));

    const check = (item: Item) => {
      const category = byId.get(Number(item.category_id));
      expect(category?.name).toBe(item.name);
      expect(item.link).toBe(`${shop.url}/${category?.url_path}.html`);
      expect((item.children ?? []).map((child) => child.name)).toEqual(all.filter((c) => c.parent_id === category?.entity_id).map((c) => c.name));
      for (const child of item.children ?? []) if (child.children) check(child);
    };
    tops.forEach(check);
    expect(tops.some((item: Item) => (item.children ?? []).some((child) => (child.children ?? []).length > 0))).toBe(true);
    expect(tops[0].dropdown_bgimage).toMatch(new RegExp(`^${shop.url}/media/wysiwyg/menu/.+\\.jpg$`));
  });

  it('ends with custom links such as Brands and Blog', async () => {
    const { body } = await shop.graphql(MENU, { alias: 'top-menu' });
    const custom = body.data.vesMenu.items.filter((item: Item) => item.link_type === 'custom_link');
    expect(custom).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Brands', link: `${shop.url}/brands`, category_id: null }),
        expect.objectContaining({ name: 'Blog', link: `${shop.url}/blog` }),
      ]),
    );
  });

  it("leads Promo to the shop's promo page, with products, not to a category the menu already lists", async () => {
    const { body } = await shop.graphql(MENU, { alias: 'top-menu' });
    const items: Item[] = body.data.vesMenu.items;
    const promo = items.find((item) => item.name === 'Promo');
    expect(promo).toBeDefined();
    expect(items.filter((item) => item.link_type === 'category_link').map((item) => item.link)).not.toContain(promo!.link);

    const url = new URL(promo!.link).pathname;
    const { body: routed } = await shop.graphql('query ($url: String!) { route(url: $url) { type ... on CmsPage { identifier title content } } }', { url });
    expect(routed.errors).toBeUndefined();
    expect(routed.data.route).toMatchObject({ type: 'CMS_PAGE', title: expect.stringMatching(/\S/) });
    expect(routed.data.route.content).toContain('data-content-type="products"');
  });

  it('hides disabled items and answers null for an unknown alias', async () => {
    const first = shop.backend.db.prepare('SELECT id, name FROM menu_items WHERE parent_id IS NULL ORDER BY position LIMIT 1').get() as { id: number; name: string };
    shop.backend.db.prepare('UPDATE menu_items SET status = 0 WHERE id = ?').run(first.id);
    const { body } = await shop.graphql(MENU, { alias: 'top-menu' });
    expect(body.data.vesMenu.items.map((item: Item) => item.name)).not.toContain(first.name);
    const unknown = await shop.graphql(MENU, { alias: 'no-menu' });
    expect(unknown.body.data.vesMenu).toBeNull();
  });
});
