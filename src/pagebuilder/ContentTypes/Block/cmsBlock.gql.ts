import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CmsBlocksQuery, type CmsBlocksQueryVariables } from '../../../__generated__/operations';

/** Merchant blocks by identifier (spec §7: no caching, so the policy is no-cache). */
export const GET_CMS_BLOCKS: TypedDocumentNode<CmsBlocksQuery, CmsBlocksQueryVariables> = gql`
  query cmsBlocks($identifiers: [String]!) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`;
