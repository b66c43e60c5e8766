import DOMPurify from 'dompurify';

/*
 * The one way merchant HTML reaches the DOM. <style> elements and style attributes are dropped:
 * the server's CSP (style-src 'self') would block them anyway and log an error for each.
 * Links that open a new window get rel="noopener noreferrer".
 */
const CONFIG = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'], ADD_ATTR: ['target'] };

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;
const START_TAG = /<[a-z][^>]*>/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * Takes the inline styles out of the text before DOMPurify parses it: Chrome applies the page's
 * CSP to the document DOMPurify parses into and reports every inline style there as a violation.
 * Not a security measure (DOMPurify still removes them); it keeps the console clean.
 */
function withoutInlineStyles(html: string): string {
  return html.replace(STYLE_ELEMENT, '').replace(START_TAG, (tag) => tag.replace(STYLE_ATTRIBUTE, ''));
}

/** Merchant HTML made safe to insert with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(withoutInlineStyles(html), CONFIG);
}
