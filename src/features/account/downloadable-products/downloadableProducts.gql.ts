import { gql, type TypedDocumentNode } from '@apollo/client';
import { type DownloadableProductsPageQuery, type DownloadableProductsPageQueryVariables } from '../../../__generated__/operations';

/**
 * The signed-in customer's bought links (Magento's customerDownloadableProducts: order, date, status,
 * download URL, downloads left) and, to name them, their orders' downloadable lines with the links
 * each bought (Magento gives a bought link no title of its own).
 */
export const DOWNLOADABLE_PRODUCTS_PAGE: TypedDocumentNode<DownloadableProductsPageQuery, DownloadableProductsPageQueryVariables> = gql`
  query downloadableProductsPage {
    customerDownloadableProducts {
      items {
        order_increment_id
        date
        status
        download_url
        remaining_downloads
      }
    }
    customer {
      orders(pageSize: 100) {
        items {
          number
          items {
            product_name
            ... on DownloadableOrderItem {
              downloadable_links {
                title
                sort_order
              }
            }
          }
        }
      }
    }
  }
`;
