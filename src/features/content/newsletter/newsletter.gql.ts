import { gql, type TypedDocumentNode } from '@apollo/client';
import { type SubscribeToNewsletterMutation, type SubscribeToNewsletterMutationVariables } from '../../../__generated__/operations';

export const SUBSCRIBE_TO_NEWSLETTER: TypedDocumentNode<SubscribeToNewsletterMutation, SubscribeToNewsletterMutationVariables> = gql`
  mutation subscribeToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;
