const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/**
 * Magento's Escaper::escapeHtml on plain text: PHP htmlspecialchars with ENT_QUOTES and no double
 * encoding, so an entity already written (`&amp;`, `&#39;`) is kept as it is.
 */
export const magentoEscapeHtml = (text: string): string => text.replace(/&(?!(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);)|[<>"']/gi, (char) => ESCAPES[char]);
