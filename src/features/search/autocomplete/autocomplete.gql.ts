import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type GetAutocompleteResultsQuery,
  type GetAutocompleteResultsQueryVariables,
} from '../../../__generated__/operations';

/**
 * spec §7 getAutocompleteResults: products matching the text, page 1 of 3, with the fields the
 * dropdown shows (spec §3 Autocomplete product) and the aggregations its category suggestions
 * come from.
 */
export const GET_AUTOCOMPLETE_RESULTS: TypedDocumentNode<GetAutocompleteResultsQuery, GetAutocompleteResultsQueryVariables> = gql`
  query getAutocompleteResults($inputText: String!) {
    products(search: $inputText, currentPage: 1, pageSize: 3) {
      aggregations {
        label
        count
        attribute_code
        options {
          label
          value
        }
      }
      items {
        id
        uid
        name
        small_image {
          url
        }
        url_key
        url_suffix
        price_range {
          minimum_price {
            regular_price {
              value
              currency
            }
            final_price {
              value
              currency
            }
            discount {
              amount_off
              percent_off
            }
          }
        }
      }
      page_info {
        total_pages
      }
      total_count
    }
  }
`;
