import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetVesMenuQuery, type GetVesMenuQueryVariables } from '../../../__generated__/operations';

/** The top menu's alias (spec §7). */
export const TOP_MENU_ALIAS = 'top-menu';

/** spec §7 getVesMenu: the menu with three levels of items. */
export const GET_VES_MENU: TypedDocumentNode<GetVesMenuQuery, GetVesMenuQueryVariables> = gql`
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
