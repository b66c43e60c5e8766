import { type ContentNode } from '../../parse/contentNode';
import { findElement } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export interface DividerProps extends CommonProperties {
  lineColor: string;
  lineThickness: string;
  /** Of the content width, e.g. "60%". */
  lineWidth: string;
  /** The line's data-pb-style id, for its mobile rules. */
  lineStyleId: string | null;
}

export function aggregateDivider(node: ContentNode): DividerProps {
  const line = findElement(node.element, 'line');
  const lineStyle = line ? node.styleOf(line) : {};
  return {
    ...readCommonProperties(node),
    lineColor: lineStyle['border-color'] || lineStyle['border-top-color'] || '#cecece',
    lineThickness: lineStyle['border-width'] || lineStyle['border-top-width'] || '1px',
    lineWidth: lineStyle.width || '100%',
    lineStyleId: line?.getAttribute('data-pb-style') ?? null,
  };
}
