import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CmsBlockItem {
  identifier: string | null;
  content: string | null;
}

export interface CmsBlocksData {
  cmsBlocks: { items: Array<CmsBlockItem | null> | null } | null;
}

export interface CmsBlocksVariables {
  identifiers: string[];
}

/** Merchant blocks by identifier (spec §7: no caching, so the policy is no-cache). */
export const GET_CMS_BLOCKS: TypedDocumentNode<CmsBlocksData, CmsBlocksVariables> = gql`
  query cmsBlocks($identifiers: [String]!) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`;
