import type { Db } from '../../types';
import { childrenOf, menuCategories, topCategories, urlSuffix, type CategoryRef } from './catalogLookup';
import { bannerSvg, renderSvg } from './images';
import { LANDING_PAGE_IDENTIFIER } from './landingPage';

export const TOP_MENU_ALIAS = 'top-menu';

/** The submenu's picture: white text needs a dark enough ground (at least 4.5:1 at both ends of the gradient). */
export const MENU_TILE_COLORS: [string, string] = ['#b3490b', '#8c3909'];

/**
 * The Ves mega menu "top-menu": every top category (category_link, link = "/<url_path><suffix>")
 * with its level-3 and level-4 children, then custom links. Links are stored as shop paths; the
 * resolver answers them absolute, as Ves does.
 */
export async function seedTopMenu(db: Db, mediaDir: string): Promise<void> {
  const categories = menuCategories(db);
  const suffix = urlSuffix(db, 'category');
  const menuId = Number(db.prepare("INSERT INTO menus (alias, name, status) VALUES (?, 'Top Menu', 1)").run(TOP_MENU_ALIAS).lastInsertRowid);
  const insert = db.prepare(
    `INSERT INTO menu_items (menu_id, parent_id, name, link, link_type, category_id, content_type, dropdown_bgimage, position, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  let position = 0;
  const addCategory = (category: CategoryRef, parentId: number | null, bgimage: string | null, depth: number) => {
    position += 1;
    const id = Number(
      insert.run(menuId, parentId, category.name, `/${category.url_path}${suffix}`, 'category_link', category.entity_id, bgimage ? 'content' : 'childmenu', bgimage, position).lastInsertRowid,
    );
    if (depth < 3) for (const child of childrenOf(categories, category.entity_id)) addCategory(child, id, null, depth + 1);
  };

  const tops = topCategories(categories);
  const backgrounds: Array<string | null> = [];
  for (const [index, category] of tops.entries()) {
    // The first three dropdowns carry a background picture, as merchants often set up.
    backgrounds.push(
      index < 3
        ? await renderSvg(mediaDir, `wysiwyg/menu/${category.url_path.replace(/\//g, '-')}.jpg`, bannerSvg({ width: 400, height: 300, colors: MENU_TILE_COLORS, title: category.name, subtitle: 'Shop now' }))
        : null,
    );
  }
  db.transaction(() => {
    tops.forEach((category, index) => addCategory(category, null, backgrounds[index], 1));
    // A promo category when the catalogue has one, else the promo landing page: never just any
    // category (the last one was Lab Tests, listed twice under two names).
    const promo = tops.find((category) => /promo|sale|deal/i.test(category.name));
    const custom: Array<[string, string]> = [
      ['Brands', '/brands'],
      ['Promo', promo ? `/${promo.url_path}${suffix}` : `/${LANDING_PAGE_IDENTIFIER}`],
      ['Blog', '/blog'],
      ['Store Locator', '/store-locator'],
    ];
    for (const [name, link] of custom) {
      position += 1;
      insert.run(menuId, null, name, link, 'custom_link', null, 'childmenu', null, position);
    }
  })();
}
