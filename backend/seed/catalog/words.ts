import type { Domain } from './kinds';

/** Small word lists the generators combine into names and copy. Invented words only: no real trademarks. */

export const BRAND_SYLLABLES = ['ka', 'lu', 'mi', 'ra', 'se', 'na', 'ti', 'vo', 'ne', 'ri', 'da', 'lo', 'sa', 'pe', 'ju', 'ke'] as const;

/** Real names the syllable generator could hit by chance. */
export const BRAND_BLOCKLIST = ['marina', 'sakura', 'natura', 'safira', 'karina', 'larissa', 'kanebo', 'ranti', 'rasa', 'dana', 'nara', 'milo', 'jura', 'lura', 'sesa'] as const;

export const BRAND_SUFFIXES: Record<Domain, readonly string[]> = {
  beauty: [' Beauty', ' Skin', ' Cosmetics', ' Botanicals', ''],
  health: [' Health', ' Pharma', ' Nutrition', ' Vita'],
  device: [' Medical', ' Tech'],
  lab: [' Lab', ' Diagnostics'],
};

export const BRAND_COUNTRIES: Record<Domain, readonly string[]> = {
  beauty: ['ID', 'ID', 'ID', 'KR', 'JP', 'FR'],
  health: ['ID', 'ID', 'AU', 'US', 'DE'],
  device: ['JP', 'DE', 'CN'],
  lab: ['ID'],
};

export const BRAND_PROMISES: Record<Domain, readonly string[]> = {
  beauty: ['gentle formulas for humid weather', 'halal beauty made with local botanicals', 'clinically tested skincare at honest prices', 'playful colour for every skin tone'],
  health: ['trusted family health care for decades', 'science-backed supplements', 'herbal wisdom meets modern pharmacy', 'everyday medicines you can rely on'],
  device: ['accurate home health devices', 'easy-to-read medical devices for the whole family'],
  lab: ['accredited laboratory tests with fast digital results', 'convenient lab checks at partner clinics across Indonesia'],
};

export const BRAND_COLORS = ['#f26c1d', '#d6336c', '#7048e8', '#1c7ed6', '#0ca678', '#f59f00', '#e8590c', '#5c940d', '#c2255c', '#1098ad', '#862e9c', '#364fc7', '#2b8a3e', '#a61e4d', '#e67700', '#495057', '#0b7285', '#9c36b5', '#5f3dc4', '#d9480f'] as const;

export const LINE_WORDS: Record<Domain, readonly [readonly string[], readonly string[]]> = {
  beauty: [
    ['Hydra', 'Glow', 'Bright', 'Calm', 'Pure', 'Velvet', 'Dew', 'Aqua', 'Bloom', 'Silk', 'Clear', 'Radiant', 'Cica', 'Rice'],
    ['Boost', 'Balance', 'Care', 'Shield', 'Repair', 'Fresh', 'Essential', 'Luxe', 'Barrier', 'Bliss', 'Matte', 'Renew'],
  ],
  health: [
    ['Imuno', 'Daily', 'Vita', 'Prima', 'Active', 'Herba', 'Nutri', 'Optima', 'Sehat', 'Kids'],
    ['Plus', 'Forte', 'Care', 'Max', 'Gold', 'Essential', 'Junior', 'Defense'],
  ],
  device: [
    ['Pro', 'Smart', 'Easy', 'Care', 'Comfort', 'Precise'],
    ['S2', '300', 'X5', 'Mini', 'Plus', 'Duo', 'One'],
  ],
  lab: [[''], ['']],
};

export const BENEFITS: Record<Domain, readonly string[]> = {
  beauty: [
    'Lightweight, non-sticky texture for humid weather',
    'Dermatologically tested',
    'Halal certified',
    'Suitable for sensitive skin',
    'Fragrance-free and alcohol-free',
    'Cruelty-free, never tested on animals',
    'Non-comedogenic',
    'With niacinamide and centella asiatica',
    'Enriched with rice water and green tea',
    'Long-lasting for up to 12 hours',
    'Recyclable packaging',
  ],
  health: [
    'BPOM registered',
    'Halal certified',
    'Sugar-free',
    'Easy to swallow',
    'Supports the immune system',
    'No artificial colours or preservatives',
    'Suitable for adults and children over 12',
    'Made in a GMP-certified facility',
  ],
  device: ['Clinically validated accuracy', '1-year warranty', 'Large backlit display', 'Memory for 60 readings', 'Batteries included', 'Connects to the Jingga app'],
  lab: ['Results within 1-2 working days', 'Available at 100+ partner labs', 'Free doctor review of your results', 'Home sample collection in Jabodetabek', 'Voucher valid for 90 days'],
};

export const INGREDIENTS: Record<Domain, readonly string[]> = {
  beauty: ['Aqua', 'Glycerin', 'Niacinamide', 'Centella Asiatica Extract', 'Hyaluronic Acid', 'Oryza Sativa (Rice) Extract', 'Tocopherol', 'Panthenol', 'Ceramide NP', 'Allantoin'],
  health: ['Ascorbic Acid', 'Cholecalciferol', 'Zinc Picolinate', 'Curcuma Xanthorrhiza Extract', 'Microcrystalline Cellulose', 'Magnesium Stearate'],
  device: [],
  lab: [],
};
