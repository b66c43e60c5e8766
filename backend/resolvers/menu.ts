import type { Resolvers } from '../__generated__/resolvers';
import { findActiveMenuByAlias, menuItemTree, type MenuItemNode } from '../repositories/menuRepository';
import type { RequestContext } from '../types';

/** Links are stored as shop paths ("/skincare.html"); Ves answers them absolute, on the request's host. */
const absolute = (link: string, ctx: RequestContext) => (/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : ctx.baseUrl + link.replace(/^\/+/, ''));

// Ves returns every scalar as a string.
function toVesItem(item: MenuItemNode, ctx: RequestContext): Record<string, unknown> {
  return {
    id: String(item.id),
    menu_id: String(item.menu_id),
    name: item.name,
    link_type: item.link_type,
    link: absolute(item.link, ctx),
    category_id: item.category_id === null ? null : String(item.category_id),
    content_type: item.content_type,
    status: String(item.status),
    target: item.target,
    classes: item.classes,
    dropdown_bgimage: item.dropdown_bgimage ? ctx.mediaUrl + item.dropdown_bgimage : null,
    position: String(item.position),
    children: item.children.map((child) => toVesItem(child, ctx)),
  };
}

/** Resolvers of the menu domain: the Ves mega menu by alias. */
export const menuResolvers: Resolvers = {
  Query: {
    vesMenu(_parent: unknown, args: { alias: string }, ctx: RequestContext) {
      const menu = findActiveMenuByAlias(ctx.db, args.alias);
      if (!menu) return null;
      return {
        menu_id: String(menu.menu_id),
        name: menu.name,
        alias: menu.alias,
        items: menuItemTree(ctx.db, menu.menu_id).map((item) => toVesItem(item, ctx)),
      };
    },
  },
};
