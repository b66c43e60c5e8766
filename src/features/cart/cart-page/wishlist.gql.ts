import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type CartMoveToWishlistMutation,
  type CartMoveToWishlistMutationVariables,
  type CartWishlistIdQuery,
  type CartWishlistIdQueryVariables,
} from '../../../__generated__/operations';

/** The signed-in customer's wishlist (Magento makes one when they have none). */
export const CART_WISHLIST_ID: TypedDocumentNode<CartWishlistIdQuery, CartWishlistIdQueryVariables> = gql`
  query cartWishlistId {
    customer {
      wishlists {
        id
      }
    }
  }
`;

/** Adds a cart line's product, with its chosen options, to the wishlist. */
export const CART_MOVE_TO_WISHLIST: TypedDocumentNode<CartMoveToWishlistMutation, CartMoveToWishlistMutationVariables> = gql`
  mutation cartMoveToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      wishlist {
        id
        items_count
      }
      user_errors {
        code
        message
      }
    }
  }
`;
