import { gql, type TypedDocumentNode } from '@apollo/client';
import { type FaqPageQuery, type FaqPageQueryVariables } from '../../../__generated__/operations';

/** The FAQ's CMS page (Magento's cmsPage, as the CMS root component reads it). */
export const FAQ_PAGE: TypedDocumentNode<FaqPageQuery, FaqPageQueryVariables> = gql`
  query faqPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      title
      content_heading
      content
    }
  }
`;
