import { gql, type TypedDocumentNode } from '@apollo/client';
import { type RevokeCustomerTokenMutation, type RevokeCustomerTokenMutationVariables } from '../../../__generated__/operations';

/** Ends the customer's token on the server (Magento revokes all of the customer's tokens). */
export const REVOKE_CUSTOMER_TOKEN: TypedDocumentNode<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables> = gql`
  mutation revokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`;
