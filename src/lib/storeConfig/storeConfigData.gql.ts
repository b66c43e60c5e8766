import { gql, type TypedDocumentNode } from '@apollo/client';
import { type StoreConfigDataQuery, type StoreConfigDataQueryVariables } from '../../__generated__/operations';

/**
 * spec §7: the store configuration the page frame needs (store_code, pwa placeholder, header
 * logo, maintenance flag, locale, ...), one query for all of the chrome instead of one each.
 */
export const GET_STORE_CONFIG_DATA: TypedDocumentNode<StoreConfigDataQuery, StoreConfigDataQueryVariables> = gql`
  query storeConfigData {
    storeConfig {
      store_code
      locale
      header_logo_src
      secure_base_media_url
      is_maintenance
      copyright
      cms_home_page
      product_url_suffix
      default_display_currency_code
      pwa {
        placeholder_productsearch
      }
    }
  }
`;
