import { INLINE_STYLE_ATTRIBUTE, type ContentNode } from '../../parse/contentNode';
import { findElement } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export type RowAppearance = 'contained' | 'full-width' | 'full-bleed';

export interface RowProps extends CommonProperties {
  appearance: RowAppearance;
}

const APPEARANCES: readonly RowAppearance[] = ['contained', 'full-width', 'full-bleed'];

const isStyled = (element: Element) =>
  element.hasAttribute('data-pb-style') || element.hasAttribute(INLINE_STYLE_ATTRIBUTE) || element.hasAttribute('data-background-images');

/**
 * A row. Magento styles a contained row's inner element and a full-width or full-bleed row's main
 * element; whichever carries the style (and background) is read.
 */
export function aggregateRow(node: ContentNode): RowProps {
  const appearance = (APPEARANCES as readonly string[]).includes(node.appearance) ? (node.appearance as RowAppearance) : 'contained';
  const inner = findElement(node.element, 'inner');
  const styled = inner && (appearance === 'contained' || !isStyled(node.element)) && isStyled(inner) ? inner : node.element;
  const common = readCommonProperties(node, styled);
  const mainHidden = styled !== node.element && node.styleOf(node.element).display?.trim() === 'none';
  return { ...common, isHidden: common.isHidden || mainHidden, appearance };
}
