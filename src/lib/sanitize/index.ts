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

/** Merchant HTML made safe to insert with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}
