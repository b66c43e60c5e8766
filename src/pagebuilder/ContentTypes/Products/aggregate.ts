import { type ContentNode } from '../../parse/contentNode';
import { booleanAttribute, numberAttribute } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';
import { readSkus } from './skus';

export interface ProductsProps extends CommonProperties {
  appearance: 'grid' | 'carousel';
  /** In the merchant's order. */
  skus: string[];
  autoplayDelay: number | null;
  infiniteLoop: boolean;
  showArrows: boolean;
  showDots: boolean;
}

export function aggregateProducts(node: ContentNode): ProductsProps {
  const { element } = node;
  return {
    ...readCommonProperties(node),
    appearance: node.appearance === 'carousel' ? 'carousel' : 'grid',
    skus: readSkus(element),
    autoplayDelay: booleanAttribute(element, 'data-autoplay') ? Math.max(1000, numberAttribute(element, 'data-autoplay-speed', 4000)) : null,
    infiniteLoop: booleanAttribute(element, 'data-infinite-loop'),
    showArrows: booleanAttribute(element, 'data-show-arrows', true),
    showDots: booleanAttribute(element, 'data-show-dots'),
  };
}
