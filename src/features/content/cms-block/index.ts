export { CmsBlock, type CmsBlockProps } from './CmsBlock';
