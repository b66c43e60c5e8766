import { type ContentNode } from '../../parse/contentNode';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export type TabItemProps = CommonProperties;

/** One tab's content box: its padding, border, alignment and background, like a column's. */
export function aggregateTabItem(node: ContentNode): TabItemProps {
  return readCommonProperties(node);
}
