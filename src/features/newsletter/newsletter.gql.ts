import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SubscribeToNewsletterData {
  subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED' | null } | null;
}

export const SUBSCRIBE_TO_NEWSLETTER: TypedDocumentNode<SubscribeToNewsletterData, { email: string }> = gql`
  mutation subscribeToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;
