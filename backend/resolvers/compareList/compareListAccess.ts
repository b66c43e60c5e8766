import { GraphQlInputException } from '../../errors';
import { findCompareListByMask, type CompareListRow } from '../../repositories/compareListRepository';
import type { RequestContext } from '../../types';
import { phpInt } from '../wishlist/wishlistAccess';
import { COMPARE_LIST_MESSAGES } from './messages';

// Who may use which compare list, as Magento's MaskedListIdToCompareListId decides it: the list's
// customer must be the caller (no customer for a guest's list and a guest). A uid that names no
// list is nobody's: a guest gets "no list", a signed-in customer the refusal.

/**
 * The list `uid` names, when `customerId` (null: a guest) owns it; null when no list has that uid
 * and the caller is a guest. Throws "This customer is not authorized to access this list" otherwise.
 */
export function ownedCompareList(ctx: RequestContext, uid: string, customerId: number | null): CompareListRow | null {
  const list = findCompareListByMask(ctx.db, uid);
  if ((list?.customer_id ?? 0) !== (customerId ?? 0)) throw new GraphQlInputException(COMPARE_LIST_MESSAGES.notAuthorized);
  return list;
}

/** The list an add or remove names: the uid must be given, the caller's, and name a list. */
export function mutatedCompareList(ctx: RequestContext, uid: string): CompareListRow {
  if (!uid) throw new GraphQlInputException(COMPARE_LIST_MESSAGES.uidRequiredDot);
  const list = ownedCompareList(ctx, uid, ctx.customerId);
  if (!list) throw new GraphQlInputException(COMPARE_LIST_MESSAGES.uidUnknown);
  return list;
}

/** Product ids as Magento casts them ((int) "12abc" is 12); ids that are not positive name no product. */
export const productIds = (ids: readonly string[] | null | undefined): number[] => (ids ?? []).map(phpInt).filter((id) => id > 0);
