/**
 * The numeric id compare lists take (`products` are ids, not uids) from a product's uid: Magento's
 * product uid is the base64 of its entity id. Null for a uid that is not one.
 */
export function productIdFromUid(uid: string): string | null {
  try {
    const id = atob(uid);
    return /^[1-9]\d*$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
