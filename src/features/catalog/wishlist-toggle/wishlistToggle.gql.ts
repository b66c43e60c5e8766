import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AddToWishlistMutation,
  type AddToWishlistMutationVariables,
  type WishlistProductsQuery,
  type WishlistProductsQueryVariables,
} from '../../../__generated__/operations';

/** Enough of the wishlist to tell which products are in it (the hearts on cards and product pages). */
export const WISHLIST_PRODUCTS_PAGE_SIZE = 100;

export const WISHLIST_PRODUCTS: TypedDocumentNode<WishlistProductsQuery, WishlistProductsQueryVariables> = gql`
  query wishlistProducts($pageSize: Int!) {
    customer {
      wishlists {
        id
        items_v2(currentPage: 1, pageSize: $pageSize) {
          items {
            id
            product {
              uid
              sku
            }
          }
        }
      }
    }
  }
`;

export const ADD_TO_WISHLIST: TypedDocumentNode<AddToWishlistMutation, AddToWishlistMutationVariables> = gql`
  mutation addToWishlist($wishlistId: ID!, $sku: String!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {
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
