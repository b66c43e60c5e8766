import { gql } from '@apollo/client';

/** A configurable product's options and their values (swatches too): the product page and the cart's Edit dialog both offer them. */
export const CONFIGURABLE_OPTION_CHOICES = gql`
  fragment ConfigurableOptionChoices on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        label
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
  }
`;
