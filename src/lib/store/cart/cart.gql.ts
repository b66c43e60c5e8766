import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CreateCartMutation, type CreateCartMutationVariables } from '../../../__generated__/operations';

/** spec §7: createEmptyCart, no variables; the id comes back as `cartId`. */
export const CREATE_CART: TypedDocumentNode<CreateCartMutation, CreateCartMutationVariables> = gql`
  mutation createCart {
    cartId: createEmptyCart
  }
`;
