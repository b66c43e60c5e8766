import { type ContentNode } from '../parse/contentNode';
import { type CommonProperties } from './commonProperties';
import { toReactStyle } from './reactStyle';

/** An inner element's stored style and its data-pb-style id (so its mobile rules reach it too). */
export type StyledElement = Pick<CommonProperties, 'styleId' | 'cssClasses' | 'style'>;

const NONE: StyledElement = { styleId: null, cssClasses: [], style: {} };

/** Reads an inner element's (a tab list, an overlay, a picture) style, leaving out properties the component decides. */
export function readStyledElement(node: ContentNode, element: Element | null, omit: readonly string[] = []): StyledElement {
  if (!element) return NONE;
  return { styleId: element.getAttribute('data-pb-style'), cssClasses: [], style: toReactStyle(node.styleOf(element), omit) };
}
