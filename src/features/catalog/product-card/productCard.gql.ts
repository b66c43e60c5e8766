import { gql, type TypedDocumentNode } from '@apollo/client';
import { type ProductCardFieldsFragment } from '../../../__generated__/operations';

/**
 * What a product card shows, for any product type: spread it into a listing's items (category,
 * search, related products, Page Builder carousels) and give each item to <ProductCard>.
 */
export const PRODUCT_CARD_FIELDS: TypedDocumentNode<ProductCardFieldsFragment> = gql`
  fragment ProductCardFields on ProductInterface {
    __typename
    uid
    name
    sku
    url_key
    url_suffix
    small_image {
      url
      label
    }
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
        regular_price {
          value
          currency
        }
        discount {
          percent_off
          amount_off
        }
      }
      # Above the minimum: the card's price is where the choices start (bundle, grouped, configurable).
      maximum_price {
        final_price {
          value
          currency
        }
      }
    }
    rating_summary
    review_count
    stock_status
  }
`;
