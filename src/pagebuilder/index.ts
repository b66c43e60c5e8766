export { RichContent, type RichContentProps } from './RichContent';
export { ContentTree } from './ContentTree';
export { usePageBuilderContent } from './usePageBuilderContent';
export { isPageBuilderContent } from './detect';
