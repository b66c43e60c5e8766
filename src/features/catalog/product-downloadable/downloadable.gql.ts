import { gql } from '@apollo/client';

/**
 * A downloadable product's links (each a file the shopper buys, with its own price when bought
 * separately, and maybe a sample) and its public samples, as the product page offers them.
 */
export const DOWNLOADABLE_LINKS = gql`
  fragment DownloadableLinks on DownloadableProduct {
    links_title
    links_purchased_separately
    downloadable_product_links {
      uid
      title
      price
      sort_order
      sample_url
    }
    downloadable_product_samples {
      title
      sort_order
      sample_url
    }
  }
`;
