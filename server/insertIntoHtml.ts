/**
 * `html` with `text` put in front of the first `marker`. A replacer function, never a replacement
 * string: String.replace would read `$&`, `` $` `` or `$'` inside `text` (a URL the shopper typed, say)
 * as patterns and copy parts of the document into it.
 */
export function insertBefore(html: string, marker: string, text: string): string {
  return html.replace(marker, () => `${text}${marker}`);
}

/** `html` with its first `marker` replaced by `text`, taken literally (see insertBefore). */
export function replaceLiterally(html: string, marker: string | RegExp, text: string): string {
  return html.replace(marker, () => text);
}
