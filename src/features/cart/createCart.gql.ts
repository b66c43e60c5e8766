import { gql } from '@apollo/client';

/** spec §7: createEmptyCart, no variables; the id comes back as `cartId`. */
export const CREATE_CART = gql`
  mutation createCart {
    cartId: createEmptyCart
  }
`;
