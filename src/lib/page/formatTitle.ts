/** spec §7: the page title is the text, ' - ' and the store name. */
export function formatTitle(text: string, storeName: string): string {
  return `${text} - ${storeName}`;
}
