/** spec §9: the count badge shows 99+ above 99. */
export const MAX_BADGE_COUNT = 99;

export function badgeText(count: number): string {
  return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(count);
}
