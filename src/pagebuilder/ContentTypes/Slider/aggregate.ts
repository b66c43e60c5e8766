import { type ContentNode } from '../../parse/contentNode';
import { booleanAttribute, numberAttribute } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export interface SliderProps extends CommonProperties {
  /** Milliseconds between slides, or null when it does not play by itself. */
  autoplayDelay: number | null;
  fade: boolean;
  infiniteLoop: boolean;
  showArrows: boolean;
  showDots: boolean;
  /** The slides' names, in order, for their accessible labels. */
  slideNames: Array<string | null>;
}

/** Page Builder's default autoplay speed. */
const DEFAULT_AUTOPLAY_SPEED = 4000;

export function aggregateSlider(node: ContentNode): SliderProps {
  const { element } = node;
  return {
    ...readCommonProperties(node),
    autoplayDelay: booleanAttribute(element, 'data-autoplay') ? Math.max(1000, numberAttribute(element, 'data-autoplay-speed', DEFAULT_AUTOPLAY_SPEED)) : null,
    fade: booleanAttribute(element, 'data-fade'),
    infiniteLoop: booleanAttribute(element, 'data-infinite-loop'),
    showArrows: booleanAttribute(element, 'data-show-arrows'),
    showDots: booleanAttribute(element, 'data-show-dots', true),
    slideNames: node.children.map((child) => child.element.getAttribute('data-slide-name') || null),
  };
}
