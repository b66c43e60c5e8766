import { useStoreConfig } from '../../../lib/storeConfig/useStoreConfig';
import { useCmsBlocks } from '../../../pagebuilder/ContentTypes/Block/useCmsBlocks';
import { FOOTER_LEGAL_BLOCK } from './footerContent';

/** Talon for the footer: the legal block's stored content (null when there is none) and the copyright line. */
export function useFooter() {
  const { storeConfig } = useStoreConfig();
  const legal = useCmsBlocks([FOOTER_LEGAL_BLOCK]);
  return {
    legalContent: legal.blocks[0]?.content ?? null,
    copyright: storeConfig?.copyright ?? null,
    year: new Date().getFullYear(),
  };
}
