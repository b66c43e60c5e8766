import { gql } from '@apollo/client';

/**
 * A product's custom options (Magento's CustomizableProductInterface) as the product page offers
 * them: typed text (field, area) and chosen values (drop-down, radio, checkbox, multiple select).
 * Date and file options are not asked: a shop's customers cannot fill them through GraphQL.
 */
export const PRODUCT_CUSTOM_OPTIONS = gql`
  fragment ProductCustomOptions on CustomizableProductInterface {
    options {
      __typename
      uid
      title
      required
      sort_order
      ... on CustomizableFieldOption {
        text: value {
          uid
          price
          price_type
          max_characters
        }
      }
      ... on CustomizableAreaOption {
        text: value {
          uid
          price
          price_type
          max_characters
        }
      }
      ... on CustomizableDropDownOption {
        values: value {
          uid
          title
          price
          price_type
          sort_order
        }
      }
      ... on CustomizableRadioOption {
        values: value {
          uid
          title
          price
          price_type
          sort_order
        }
      }
      ... on CustomizableCheckboxOption {
        values: value {
          uid
          title
          price
          price_type
          sort_order
        }
      }
      ... on CustomizableMultipleOption {
        values: value {
          uid
          title
          price
          price_type
          sort_order
        }
      }
    }
  }
`;
