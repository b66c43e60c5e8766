import type { Db } from '../types';

export interface MenuRow {
  menu_id: number;
  alias: string;
  name: string;
}

export interface MenuItemRow {
  id: number;
  menu_id: number;
  parent_id: number | null;
  name: string;
  link: string;
  link_type: 'category_link' | 'custom_link';
  category_id: number | null;
  content_type: string;
  dropdown_bgimage: string | null;
  target: string;
  classes: string | null;
  position: number;
  status: number;
}

export interface MenuItemNode extends MenuItemRow {
  children: MenuItemNode[];
}

export function findActiveMenuByAlias(db: Db, alias: string): MenuRow | null {
  return (db.prepare('SELECT menu_id, alias, name FROM menus WHERE alias = ? AND status = 1').get(alias) as MenuRow | undefined) ?? null;
}

/** The menu's enabled items as a tree (disabled items hide their whole branch), in position order. */
export function menuItemTree(db: Db, menuId: number): MenuItemNode[] {
  const rows = db.prepare('SELECT * FROM menu_items WHERE menu_id = ? AND status = 1 ORDER BY position, id').all(menuId) as MenuItemRow[];
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as MenuItemNode[] }]));
  const roots: MenuItemNode[] = [];
  for (const node of nodes.values()) {
    if (node.parent_id === null) roots.push(node);
    else nodes.get(node.parent_id)?.children.push(node);
  }
  return roots;
}
