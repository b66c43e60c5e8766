/**
 * The shop's one way of writing numbers, in every language it speaks: grouped the Indonesian way
 * ("125.000"), as rupiah are written on price tags and bank statements. Prices in rupiah, reward
 * points (worth rupiah) and the figures beside them all use it, so no screen shows "5,170 points"
 * next to "Rp 51.700". Change it here and every such number follows.
 */
export const SHOP_NUMBER_LOCALE = 'id-ID';
