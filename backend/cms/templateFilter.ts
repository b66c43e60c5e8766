/**
 * Resolves the Magento template directives stored in CMS content, as Magento's template filter
 * does before GraphQL returns the HTML: `{{media url="wysiwyg/a.jpg"}}` becomes an absolute media
 * URL and `{{store url="faq"}}` (or direct_url) an absolute shop URL, both of the current request.
 * The value may be quoted with ", ' or &quot; (inside HTML attributes) or not at all.
 */
const DIRECTIVE = /\{\{(media|store)\s+(url|direct_url)=(?:"|'|&quot;)?([^"'{}&\s]*)(?:"|'|&quot;)?\s*\}\}/g;

export interface DirectiveUrls {
  /** Absolute, ending in "/". */
  baseUrl: string;
  /** Absolute, ending in "/". */
  mediaUrl: string;
}

export function filterTemplate(html: string, urls: DirectiveUrls): string {
  return html.replace(DIRECTIVE, (_match, directive: string, _attribute: string, value: string) => {
    const relative = value.replace(/^\/+/, '');
    return (directive === 'media' ? urls.mediaUrl : urls.baseUrl) + relative;
  });
}
