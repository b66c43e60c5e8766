import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AddWishlistItemsToCartMutation,
  type AddWishlistItemsToCartMutationVariables,
  type RemoveWishlistItemMutation,
  type RemoveWishlistItemMutationVariables,
  type WishlistPageQuery,
  type WishlistPageQueryVariables,
} from '../../../__generated__/operations';

/** Items shown per page of the wishlist; "Show more" appends the next page. */
export const WISHLIST_PAGE_SIZE = 12;

export const WISHLIST_PAGE: TypedDocumentNode<WishlistPageQuery, WishlistPageQueryVariables> = gql`
  query wishlistPage($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists {
        id
        items_count
        items_v2(currentPage: $currentPage, pageSize: $pageSize) {
          items {
            id
            quantity
            added_at
            product {
              uid
              sku
              name
              url_key
              url_suffix
              stock_status
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
                }
              }
            }
            ... on ConfigurableWishlistItem {
              configurable_options {
                option_label
                value_label
              }
            }
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
  }
`;

/** Magento 2.4.3+: the items go into the customer's cart and leave the wishlist. */
export const ADD_WISHLIST_ITEMS_TO_CART: TypedDocumentNode<AddWishlistItemsToCartMutation, AddWishlistItemsToCartMutationVariables> = gql`
  mutation addWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]!) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
      status
      add_wishlist_items_to_cart_user_errors {
        message
        wishlistItemId
      }
      wishlist {
        id
        items_count
      }
    }
  }
`;

export const REMOVE_WISHLIST_ITEM: TypedDocumentNode<RemoveWishlistItemMutation, RemoveWishlistItemMutationVariables> = gql`
  mutation removeWishlistItem($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      wishlist {
        id
        items_count
      }
      user_errors {
        message
      }
    }
  }
`;
