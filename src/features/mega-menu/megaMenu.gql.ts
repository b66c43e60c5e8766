import { gql, type TypedDocumentNode } from '@apollo/client';

/** A Ves menu item as the backend answers it: scalars are strings, links absolute. */
export interface VesMenuItemData {
  id: string | null;
  name: string | null;
  link: string | null;
  link_type: string | null;
  category_id: string | null;
  content_type?: string | null;
  menu_id?: string | null;
  dropdown_bgimage?: string | null;
  children?: ReadonlyArray<VesMenuItemData | null> | null;
}

export interface GetVesMenuData {
  vesMenu: { menu_id: string | null; name: string | null; items: ReadonlyArray<VesMenuItemData | null> | null } | null;
}

/** The top menu's alias (spec §7). */
export const TOP_MENU_ALIAS = 'top-menu';

/** spec §7 getVesMenu: the menu with three levels of items. */
export const GET_VES_MENU: TypedDocumentNode<GetVesMenuData, { alias: string }> = gql`
  query getVesMenu($alias: String!) {
    vesMenu(alias: $alias) {
      menu_id
      name
      items {
        id
        name
        link
        link_type
        category_id
        content_type
        menu_id
        dropdown_bgimage
        children {
          id
          name
          link
          link_type
          category_id
          children {
            id
            name
            link
            link_type
            category_id
          }
        }
      }
    }
  }
`;
