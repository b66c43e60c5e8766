import { sanitizeHtml } from '../../../lib/sanitize';
import { type ContentNode } from '../../parse/contentNode';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export interface HtmlProps extends CommonProperties {
  /** The merchant's markup, sanitized. */
  html: string;
}

/**
 * The HTML code content type. Magento stores its markup entity-escaped (it arrives as text);
 * markup already decoded (Page Builder's own output filter marks it data-decoded="true") or saved
 * unescaped by older imports arrives as elements and is taken as it is.
 */
export function aggregateHtml(node: ContentNode): HtmlProps {
  const { element } = node;
  const decoded = element.getAttribute('data-decoded') === 'true' || element.children.length > 0;
  const markup = decoded ? element.innerHTML : (element.textContent ?? '');
  return { ...readCommonProperties(node), html: sanitizeHtml(markup) };
}
