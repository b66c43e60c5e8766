import { type GetVesMenuQuery } from '../../../__generated__/operations';

type TopItem = NonNullable<NonNullable<NonNullable<GetVesMenuQuery['vesMenu']>['items']>[number]>;
type SubItem = NonNullable<NonNullable<TopItem['children']>[number]>;
type LeafItem = NonNullable<NonNullable<SubItem['children']>[number]>;
/** An item of any of the three levels the query asks for; deeper levels carry fewer fields. */
export type VesMenuItem = TopItem | SubItem | LeafItem;

/** A menu item with the fields the storefront derives (spec §3 Menu). */
export interface MenuEntry {
  id: string;
  name: string;
  /** Shop path of the link (host stripped), e.g. /skincare.html; null for an item without a link. */
  path: string | null;
  /** The current path equals the entry's path. */
  isActive: boolean;
  include_in_menu: 1;
  /** The item's id as a number, as the catalogue's position. */
  position: number;
  /** The path without the leading slash and the .html suffix, e.g. skincare/face. */
  url_path: string | null;
  link_type: string | null;
  category_id: string | null;
  content_type: string | null;
  dropdown_bgimage: string | null;
  /** A category_link: opening it shows the category skeleton while the URL resolves. */
  isCategory: boolean;
  children: MenuEntry[];
}

/**
 * The shop path of a menu link: the backend answers absolute links on its own host, which may
 * not be the storefront's, so only path, query and hash are kept.
 */
export function stripHost(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed || trimmed === '#') return null;
  try {
    const url = new URL(trimmed, 'http://storefront.invalid');
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

const urlPathOf = (path: string | null) => (path ? path.split(/[?#]/)[0].replace(/^\/+/, '').replace(/\.html$/, '') : null);

function toEntry(item: VesMenuItem, currentPath: string): MenuEntry {
  const path = stripHost(item.link);
  return {
    id: String(item.id ?? ''),
    name: item.name ?? '',
    path,
    isActive: path !== null && path === currentPath,
    include_in_menu: 1,
    position: Number(item.id),
    url_path: urlPathOf(path),
    link_type: item.link_type ?? null,
    category_id: item.category_id ?? null,
    content_type: ('content_type' in item && item.content_type) || null,
    dropdown_bgimage: ('dropdown_bgimage' in item && item.dropdown_bgimage) || null,
    isCategory: item.link_type === 'category_link',
    children: 'children' in item ? deriveMenuEntries(item.children, currentPath) : [],
  };
}

/** The menu's items with derived fields, nested as the backend sent them (null items dropped). */
export function deriveMenuEntries(items: ReadonlyArray<VesMenuItem | null> | null | undefined, currentPath: string): MenuEntry[] {
  return (items ?? []).filter((item): item is VesMenuItem => Boolean(item?.name)).map((item) => toEntry(item, currentPath));
}

/** The "More" entry: the top-level entries that do not fit the row, as its columns. */
export function moreEntry(id: string, name: string, children: MenuEntry[]): MenuEntry {
  return {
    id,
    name,
    path: null,
    isActive: false,
    include_in_menu: 1,
    position: Number.MAX_SAFE_INTEGER,
    url_path: null,
    link_type: null,
    category_id: null,
    content_type: null,
    dropdown_bgimage: null,
    isCategory: false,
    children,
  };
}
