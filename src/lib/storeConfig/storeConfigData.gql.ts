import { gql, type TypedDocumentNode } from '@apollo/client';

export interface StoreConfigData {
  storeConfig: {
    store_code: string | null;
    locale: string | null;
    header_logo_src: string | null;
    secure_base_media_url: string | null;
    is_maintenance: number | null;
    copyright: string | null;
    cms_home_page: string | null;
    product_url_suffix: string | null;
    pwa: { placeholder_productsearch: string | null } | null;
  } | null;
}

/**
 * spec §7: the store configuration the page frame needs (store_code, pwa placeholder, header
 * logo, maintenance flag, locale, ...), one query for all of the chrome instead of one each.
 */
export const GET_STORE_CONFIG_DATA: TypedDocumentNode<StoreConfigData, Record<string, never>> = gql`
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
      pwa {
        placeholder_productsearch
      }
    }
  }
`;
