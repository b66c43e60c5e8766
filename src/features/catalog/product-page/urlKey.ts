/** The url key in a product URL: its last path segment without the store's product URL suffix. */
export function urlKeyFromPath(pathname: string, suffix: string | null | undefined): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  return suffix && segment.endsWith(suffix) ? segment.slice(0, -suffix.length) : segment;
}
