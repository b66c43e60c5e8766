import { type ContentNode } from '../../parse/contentNode';
import { findElement } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';
import { readStyledElement, type StyledElement } from '../../properties/styledElement';
import { readLink, type StoredLink } from '../../shared/links';

export type ButtonType = 'primary' | 'secondary' | 'link';

export interface ButtonItemProps extends CommonProperties {
  buttonType: ButtonType;
  text: string;
  link: StoredLink | null;
  /** The button's own stored style (text alignment, colours, border). */
  button: StyledElement;
}

const TYPE_CLASS = /\bpagebuilder-button-(primary|secondary|link)\b/;

export function aggregateButtonItem(node: ContentNode): ButtonItemProps {
  const button = findElement(node.element, 'link') ?? findElement(node.element, 'empty_link');
  const text = (findElement(node.element, 'link_text') ?? button)?.textContent?.trim() ?? '';
  const buttonType = (TYPE_CLASS.exec(button?.getAttribute('class') ?? '')?.[1] as ButtonType | undefined) ?? 'primary';
  return {
    ...readCommonProperties(node),
    buttonType,
    text,
    link: button?.tagName === 'A' ? readLink(button) : null,
    button: readStyledElement(node, button, ['display']),
  };
}
