import { useQuery } from '@apollo/client/react';
import { useCmsBlocks } from '../cms-block';
import { GET_FOOTER_CONFIG } from './footer.gql';
import { FOOTER_LEGAL_BLOCK } from './footerContent';

/** Talon for the footer: the legal block's HTML (null when there is none) and the copyright line. */
export function useFooter() {
  const { data } = useQuery(GET_FOOTER_CONFIG, { fetchPolicy: 'cache-and-network' });
  const legal = useCmsBlocks([FOOTER_LEGAL_BLOCK]);
  return {
    legalHtml: legal.blocks[0]?.html ?? null,
    copyright: data?.storeConfig?.copyright ?? null,
    year: new Date().getFullYear(),
  };
}
