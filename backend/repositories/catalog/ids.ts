/** Magento's uids: base64 of the numeric id, or of a path such as "configurable/12/93". */
export const encodeUid = (value: string | number): string => Buffer.from(String(value), 'utf8').toString('base64');

/** The text behind a uid; null when it is not valid base64. */
export function decodeUid(uid: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return null;
  return Buffer.from(uid, 'base64').toString('utf8');
}

/** The numeric entity id a uid encodes, or null. */
export function idFromUid(uid: string): number | null {
  const text = decodeUid(uid);
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
}

/** SQLite parameter for `IN (SELECT value FROM json_each(?))`: one bound list of any length. */
export const jsonList = (values: ReadonlyArray<string | number>): string => JSON.stringify(values);
