import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { GET_CMS_BLOCKS } from './cmsBlock.gql';

export interface CmsBlockView {
  identifier: string;
  /** The stored content, not yet sanitized: render it with RichContent (src/pagebuilder). */
  content: string;
}

export interface CmsBlocksState {
  loading: boolean;
  /** The query error's message, or null. */
  errorMessage: string | null;
  blocks: CmsBlockView[];
}

/** Talon: the blocks of the given identifiers that have content, in the order asked for. */
export function useCmsBlocks(identifiers: string[]): CmsBlocksState {
  const { data, loading, error } = useQuery(GET_CMS_BLOCKS, { variables: { identifiers }, fetchPolicy: 'no-cache' });
  const items = data?.cmsBlocks?.items;
  const blocks = useMemo(
    () =>
      (items ?? []).flatMap((item) => (item?.identifier && item.content ? [{ identifier: item.identifier, content: item.content }] : [])),
    [items],
  );
  return { loading: loading && !data, errorMessage: error ? deriveErrorMessage(error) : null, blocks };
}
