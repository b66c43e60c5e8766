const MARKER = /\sdata-content-type\s*=/;

/** Whether stored HTML was written by Page Builder: only its content carries data-content-type markers. */
export function isPageBuilderContent(html: string | null | undefined): html is string {
  return typeof html === 'string' && MARKER.test(html);
}
