import { gql, type TypedDocumentNode } from '@apollo/client';
import { type ContactusFormSubmitMutation, type ContactusFormSubmitMutationVariables } from '../../../__generated__/operations';

/** Swift PWA's contact module (spec §7): the message goes to the shop, the answer is a confirmation. */
export const CONTACTUS_FORM_SUBMIT: TypedDocumentNode<ContactusFormSubmitMutation, ContactusFormSubmitMutationVariables> = gql`
  mutation contactusFormSubmit($fullname: String!, $email: String!, $telephone: String!, $message: String!) {
    contactusFormSubmit(input: { fullname: $fullname, email: $email, telephone: $telephone, message: $message }) {
      success_message
    }
  }
`;
