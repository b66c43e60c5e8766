/**
 * The one check every request path goes through before it is routed, served from disk or
 * forwarded to Magento: no dot segments, no encoded or raw backslashes, no encoded slashes.
 * Browsers never send these (the WHATWG URL parser removes dot segments, including %2e forms, and
 * turns `\` into `/`), so refusing them costs real shoppers nothing, while forwarding them would let
 * the upstream's web server resolve `/media/../admin` to any page of the Magento store.
 */

export type PathCheck = { ok: true; pathname: string } | { ok: false; reason: string };

/**
 * Percent-escapes refused anywhere in a path, in any letter case:
 * - `%2e` (`.`): an unreserved character is never encoded in a normal URI (RFC 3986 §2.3), and
 *   `%2e%2e`, `.%2e`, `%2e.` are dot segments to servers that decode before they resolve;
 * - `%2f` (`/`) and `%5c` (`\`): they move segment boundaries for whoever decodes them;
 * - `%25` (`%`): the start of every double encoding (`%252e%252e`). Refusing it means nothing is
 *   decoded here at all, yet no depth of encoding gets through: any layer that decodes once more
 *   sees only what this check already allowed;
 * - `%00`: NUL ends strings in the upstream's C code.
 */
const REFUSED_ESCAPE = /%(2e|2f|5c|25|00)/i;
/** `.` and `..`, also with a `;param` (Java servers treat `..;` as `..`), and longer runs of dots. */
const DOT_SEGMENT = /^\.+(;.*)?$/;

/**
 * Checks a request path (still percent-encoded, without the query string) and returns it
 * normalised (runs of `/` collapsed, so `//host` can never read as an authority), or why it is refused.
 */
export function checkRequestPath(pathname: string): PathCheck {
  if (!pathname.startsWith('/')) return { ok: false, reason: 'the path must start with /' };
  if (pathname.includes('\\')) return { ok: false, reason: 'backslash in the path' };
  if (REFUSED_ESCAPE.test(pathname)) return { ok: false, reason: 'encoded dot, slash, backslash, percent or NUL in the path' };
  try {
    // Only to reject malformed escapes and invalid UTF-8 (overlong `%c0%ae` is a dot to some old decoders); the result is not used.
    decodeURIComponent(pathname);
  } catch {
    return { ok: false, reason: 'malformed percent-encoding in the path' };
  }
  if (pathname.split('/').some((segment) => DOT_SEGMENT.test(segment))) return { ok: false, reason: 'dot segment in the path' };
  return { ok: true, pathname: pathname.replace(/\/{2,}/g, '/') };
}
