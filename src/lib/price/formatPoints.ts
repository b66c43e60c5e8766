/**
 * Reward points read like the rupiah they are worth ("3.170" beside "Rp 31.700"), in every
 * locale, for the same reason as formatPrice: one way of grouping digits on every screen.
 */
const POINTS_FORMAT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** "3.170" for 3170 points. */
export function formatPoints(points: number): string {
  return POINTS_FORMAT.format(points);
}
