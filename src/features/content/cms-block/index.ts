export { CmsBlock, type CmsBlockProps } from './CmsBlock';
export { GET_CMS_BLOCKS } from './cmsBlock.gql';
export { RichHtml } from './RichHtml';
export { useCmsBlocks, type CmsBlockView } from './useCmsBlocks';
export { internalPath, useInternalLinks } from './useInternalLinks';
