/** The CMS blocks the footer shows: its link groups and its legal text. */
export const FOOTER_LINKS_BLOCK = 'footer_links_block';
export const FOOTER_LEGAL_BLOCK = 'footer_legal';

export type SocialNetwork = 'instagram' | 'facebook' | 'twitter' | 'youtube' | 'tiktok';

/** The shop's social profiles, in the order shown. */
export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/jingga.health' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/jingga.health' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/jingga_health' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@jinggahealth' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@jingga.health' },
];

/** Payment methods accepted: cards and the Indonesian banks and e-wallets, with their brand colours. */
export const PAYMENT_METHODS: ReadonlyArray<{ id: string; name: string }> = [
  { id: 'visa', name: 'Visa' },
  { id: 'mastercard', name: 'Mastercard' },
  { id: 'bca', name: 'BCA' },
  { id: 'mandiri', name: 'Mandiri' },
  { id: 'bni', name: 'BNI' },
  { id: 'bri', name: 'BRI' },
  { id: 'gopay', name: 'GoPay' },
  { id: 'ovo', name: 'OVO' },
];
