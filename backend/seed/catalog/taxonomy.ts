import type { Domain, KindKey } from './kinds';

/** A bundle or grouped product line sold in a leaf category, assembled from simple products of `parts`. */
export interface CompositeSpec {
  type: 'bundle' | 'grouped';
  names: readonly string[];
  parts: readonly KindKey[];
}

export interface CategoryNode {
  name: string;
  children?: readonly CategoryNode[];
  /** Leaf categories sell products of one kind, or composite products. */
  kind?: KindKey;
  composite?: CompositeSpec;
}

export interface TopCategory extends CategoryNode {
  domain: Domain;
  tagline: string;
  /** Colour of the category banner. */
  color: string;
}

const leaf = (name: string, kind: KindKey): CategoryNode => ({ name, kind });
const branch = (name: string, children: readonly CategoryNode[]): CategoryNode => ({ name, children });

/** The storefront's category tree below "Default Category" (level 2 are the top menu entries). */
export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    name: 'Skincare', domain: 'beauty', color: '#f7b58f', tagline: 'Serums, moisturizers and sunscreens for every skin type in a tropical climate.',
    children: [
      branch('Face', [leaf('Serum', 'serum'), leaf('Moisturizer', 'moisturizer'), leaf('Cleanser', 'cleanser'), leaf('Toner', 'toner'), leaf('Face Mask', 'sheetMask')]),
      leaf('Sun Care', 'sunscreen'),
      leaf('Eye & Lip Care', 'eyeCream'),
      { name: 'Sets & Kits', composite: { type: 'bundle', parts: ['cleanser', 'toner', 'serum', 'moisturizer', 'sunscreen'], names: ['Morning Routine Kit', 'Night Routine Kit', 'Acne Care Kit', 'Glow Starter Kit', 'Hydration Set', 'Travel Kit'] } },
    ],
  },
  {
    name: 'Makeup', domain: 'beauty', color: '#e88aa0', tagline: 'Shades made for Indonesian skin tones, from cushions to lip creams.',
    children: [
      branch('Face', [leaf('Foundation', 'foundation'), leaf('Cushion', 'cushion'), leaf('Powder', 'powder'), leaf('Blush', 'blush')]),
      branch('Eyes', [leaf('Mascara', 'mascara'), leaf('Eyeliner & Brows', 'eyeliner'), leaf('Eyeshadow', 'eyeshadow')]),
      branch('Lips', [leaf('Lipstick', 'lipstick'), leaf('Lip Tint', 'lipTint'), leaf('Lip Cream', 'lipCream')]),
      leaf('Makeup Tools', 'tools'),
      { name: 'Makeup Kits', composite: { type: 'bundle', parts: ['eyeshadow', 'tools', 'powder', 'lipstick', 'blush', 'mascara'], names: ['Everyday Makeup Kit', 'Party Look Kit', 'Bridal Makeup Kit', 'No-Makeup Makeup Kit'] } },
    ],
  },
  {
    name: 'Vitamins & Supplements', domain: 'health', color: '#9fd39b', tagline: 'Daily vitamins, minerals and traditional jamu to keep your immune system strong.',
    children: [
      branch('Vitamins', [leaf('Vitamin C', 'vitaminC'), leaf('Vitamin D', 'vitaminD'), leaf('Multivitamins', 'multivitamin'), leaf('Vitamin B', 'vitaminB')]),
      leaf('Minerals', 'mineral'),
      leaf('Herbal & Jamu', 'herbal'),
      leaf('Fish Oil & Omega', 'omega'),
      { name: 'Family Packs', composite: { type: 'grouped', parts: ['vitaminC', 'vitaminD', 'multivitamin', 'vitaminB', 'mineral', 'omega'], names: ['Family Immunity Pack', 'Healthy Heart Pack', 'Active Family Pack', 'Kids & Parents Pack', 'Senior Vitality Pack'] } },
    ],
  },
  {
    name: 'Medicines', domain: 'health', color: '#8ec5e8', tagline: 'Over-the-counter medicines for coughs, colds, pain, digestion and first aid.',
    children: [
      branch('Cough & Cold', [leaf('Cough Syrup', 'coughSyrup'), leaf('Cold & Flu', 'coldRelief')]),
      branch('Pain & Fever', [leaf('Pain Relievers', 'painRelief'), leaf('Balms & Oils', 'balm')]),
      branch('Digestive Health', [leaf('Antacids', 'antacid'), leaf('Probiotics', 'probiotic')]),
      branch('First Aid', [leaf('Plasters & Bandages', 'plaster'), leaf('Antiseptics', 'antiseptic')]),
    ],
  },
  {
    name: 'Personal Care', domain: 'beauty', color: '#b9a4e0', tagline: 'Everyday essentials for body, mouth and freshness.',
    children: [
      branch('Bath & Body', [leaf('Body Wash', 'bodyWash'), leaf('Body Lotion', 'bodyLotion')]),
      branch('Oral Care', [leaf('Toothpaste', 'toothpaste'), leaf('Mouthwash', 'mouthwash')]),
      leaf('Deodorants', 'deodorant'),
      leaf('Feminine Care', 'feminine'),
    ],
  },
  {
    name: 'Mother & Baby', domain: 'health', color: '#f5c8d8', tagline: 'Gentle care for little ones and support for mums during pregnancy and nursing.',
    children: [
      branch('Baby Care', [leaf('Baby Lotion & Oil', 'babyLotion'), leaf('Baby Bath', 'babyWash'), leaf('Diaper Care', 'diaperCream')]),
      branch('Maternity', [leaf('Prenatal Vitamins', 'prenatal'), leaf('Nursing Care', 'nursing')]),
      { name: 'Baby Starter Sets', composite: { type: 'grouped', parts: ['babyLotion', 'babyWash', 'diaperCream'], names: ['Newborn Starter Set', 'Bath Time Set', 'Gentle Care Set'] } },
    ],
  },
  {
    name: 'Health Devices', domain: 'device', color: '#a7d8d0', tagline: 'Monitors, thermometers and protection to check your health at home.',
    children: [
      branch('Monitors', [leaf('Blood Pressure Monitors', 'bpMonitor'), leaf('Thermometers', 'thermometer'), leaf('Glucose Meters', 'glucoseMeter')]),
      leaf('Masks & Protection', 'faceMask'),
      leaf('Respiratory & Care', 'nebulizer'),
    ],
  },
  {
    name: 'Hair Care', domain: 'beauty', color: '#e9c98b', tagline: 'Shampoos, conditioners and treatments for healthy hair and scalp.',
    children: [
      leaf('Shampoo', 'shampoo'),
      leaf('Conditioner', 'conditioner'),
      branch('Hair Treatment', [leaf('Hair Oil & Serum', 'hairOil'), leaf('Hair Mask', 'hairMask')]),
    ],
  },
  {
    name: 'Fragrance', domain: 'beauty', color: '#d7a9c9', tagline: 'Perfumes and mists inspired by Indonesian flowers, spices and woods.',
    children: [
      branch('Women', [leaf('Eau de Parfum', 'eauDeParfum'), leaf('Body Mist', 'bodyMist')]),
      branch('Men', [leaf('Eau de Toilette', 'eauDeToilette')]),
    ],
  },
  {
    name: 'Lab Tests', domain: 'lab', color: '#9bb7e8', tagline: 'Lab test vouchers: buy online, visit a partner lab and get results in your account.',
    children: [
      branch('Blood Tests', [leaf('Blood Count & Sugar', 'labBlood')]),
      leaf('Health Screening', 'labScreening'),
      leaf('Hormone & Thyroid', 'labHormone'),
      leaf('Vitamin & Mineral Tests', 'labVitamin'),
    ],
  },
];
