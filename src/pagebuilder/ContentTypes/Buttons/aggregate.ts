import { type ContentNode } from '../../parse/contentNode';
import { booleanAttribute } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export interface ButtonsProps extends CommonProperties {
  appearance: 'inline' | 'stacked';
  /** Every button as wide as the widest. */
  sameWidth: boolean;
}

export function aggregateButtons(node: ContentNode): ButtonsProps {
  return {
    ...readCommonProperties(node),
    appearance: node.appearance === 'stacked' ? 'stacked' : 'inline',
    sameWidth: booleanAttribute(node.element, 'data-same-width'),
  };
}
