import { gql, type TypedDocumentNode } from '@apollo/client';
import { CONFIGURABLE_OPTION_CHOICES } from '../product-options/configurableOptions.gql';
import { PRODUCT_CUSTOM_OPTIONS } from '../product-custom-options/customOptions.gql';
import { DOWNLOADABLE_LINKS } from '../product-downloadable/downloadable.gql';
import { type GetProductPageQuery, type GetProductPageQueryVariables } from '../../../__generated__/operations';

/**
 * Everything the product page shows above the fold, for every product type, by the url key of
 * its URL (Magento has no uid filter): name, prices, stock, gallery, descriptions, the category
 * for the breadcrumbs, and the type's choices (configurable options and variants, bundle options
 * and selections, grouped children) its custom options and a downloadable product's links and samples. Reviews and related products come later, on their own.
 */
export const GET_PRODUCT_PAGE: TypedDocumentNode<GetProductPageQuery, GetProductPageQueryVariables> = gql`
  fragment ProductPagePrice on ProductPrice {
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
    }
  }

  fragment ProductPageMedia on MediaGalleryInterface {
    url
    label
    position
    disabled
  }

  query getProductPage($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        __typename
        uid
        name
        sku
        url_key
        stock_status
        rating_summary
        review_count
        short_description {
          html
        }
        description {
          html
        }
        price_range {
          minimum_price {
            ...ProductPagePrice
          }
          maximum_price {
            ...ProductPagePrice
          }
        }
        media_gallery {
          ...ProductPageMedia
        }
        categories {
          uid
          level
        }
        ...ProductCustomOptions
        ... on ConfigurableProduct {
          ...ConfigurableOptionChoices
          variants {
            attributes {
              uid
              code
            }
            product {
              uid
              sku
              stock_status
              price_range {
                minimum_price {
                  ...ProductPagePrice
                }
              }
              media_gallery {
                ...ProductPageMedia
              }
            }
          }
        }
        ... on BundleProduct {
          dynamic_price
          price_details {
            main_price
            discount_percentage
          }
          items {
            uid
            title
            required
            type
            position
            options {
              uid
              label
              quantity
              position
              is_default
              price
              price_type
              can_change_quantity
              product {
                uid
                stock_status
                price_range {
                  minimum_price {
                    regular_price {
                      value
                    }
                  }
                }
              }
            }
          }
        }
        ...DownloadableLinks
        ... on GroupedProduct {
          items {
            qty
            position
            product {
              uid
              sku
              name
              stock_status
              small_image {
                url
              }
              price_range {
                minimum_price {
                  ...ProductPagePrice
                }
              }
            }
          }
        }
      }
    }
  }
  ${CONFIGURABLE_OPTION_CHOICES}
  ${PRODUCT_CUSTOM_OPTIONS}
  ${DOWNLOADABLE_LINKS}
`;
