/**
 * Product kinds: what a leaf category sells. Each kind says how its products are named, packed
 * (the drawn packshot), sized, priced (IDR) and whether they come as configurables.
 */
export type Packaging =
  | 'dropper'
  | 'bottle'
  | 'pump'
  | 'tube'
  | 'jar'
  | 'box'
  | 'compact'
  | 'lipstick'
  | 'pencil'
  | 'spray'
  | 'device'
  | 'voucher'
  | 'kit';

export type ShadeFamily = 'complexion' | 'lip' | 'cheek' | 'eye';

/** Who makes it: picks the brand pool and the wording of names and descriptions. */
export type Domain = 'beauty' | 'health' | 'device' | 'lab';

export interface ProductKind {
  /** Product nouns, one picked per product ("Serum", "Vitamin C 500 mg"). */
  nouns: readonly string[];
  /** Three letters for SKUs. */
  code: string;
  pack: Packaging;
  /** Labels of the `size` attribute this kind is sold in, smallest first. */
  sizes?: readonly string[];
  /** Price range in IDR for the smallest size. */
  price: readonly [number, number];
  forms?: readonly string[];
  skinType?: boolean;
  /** Configurable products of this kind vary by this attribute. */
  variesBy?: 'shade' | 'size';
  shades?: ShadeFamily;
  /** Shipping weight in kg of the smallest size (virtual kinds have none). */
  weight?: number;
  /** How to use it: one sentence for the description. */
  usage: string;
}

const ML_SMALL = ['15 ml', '30 ml', '50 ml'] as const;
const ML_MEDIUM = ['50 ml', '100 ml', '200 ml'] as const;
const ML_LARGE = ['100 ml', '250 ml', '400 ml'] as const;
const TABLETS = ['30 tablets', '60 tablets', '100 tablets'] as const;
const CAPSULES = ['30 capsules', '60 capsules', '90 capsules'] as const;

export const PRODUCT_KINDS = {
  serum: { nouns: ['Serum', 'Essence', 'Ampoule'], code: 'SRM', pack: 'dropper', sizes: ML_SMALL, price: [65000, 350000], skinType: true, variesBy: 'size', weight: 0.08, usage: 'Apply 2-3 drops to clean face morning and night, before moisturizer.' },
  moisturizer: { nouns: ['Moisturizer', 'Gel Cream', 'Day Cream', 'Night Cream'], code: 'MST', pack: 'jar', sizes: ['30 g', '50 g', '100 g'], price: [55000, 420000], skinType: true, variesBy: 'size', weight: 0.1, usage: 'Massage gently onto face and neck after serum.' },
  cleanser: { nouns: ['Facial Wash', 'Cleansing Foam', 'Micellar Water', 'Cleansing Oil'], code: 'CLN', pack: 'tube', sizes: ML_MEDIUM, price: [35000, 180000], skinType: true, variesBy: 'size', weight: 0.12, usage: 'Lather with water, massage onto damp skin for 30 seconds and rinse.' },
  toner: { nouns: ['Toner', 'Exfoliating Toner', 'Hydrating Mist'], code: 'TNR', pack: 'bottle', sizes: ML_MEDIUM, price: [45000, 250000], skinType: true, variesBy: 'size', weight: 0.15, usage: 'Pat onto clean skin with your palms or a cotton pad.' },
  sheetMask: { nouns: ['Sheet Mask', 'Clay Mask', 'Sleeping Mask', 'Peel-Off Mask'], code: 'MSK', pack: 'box', sizes: ['1 pc', '5 pcs', '10 pcs'], price: [15000, 150000], skinType: true, weight: 0.05, usage: 'Leave on clean skin for 15-20 minutes, then remove and pat in the rest.' },
  sunscreen: { nouns: ['Sunscreen SPF 50 PA++++', 'Sun Gel SPF 30', 'Sun Stick SPF 50'], code: 'SUN', pack: 'tube', sizes: ML_SMALL, price: [45000, 260000], skinType: true, variesBy: 'size', weight: 0.07, usage: 'Apply generously 15 minutes before sun exposure and reapply every 2 hours.' },
  eyeCream: { nouns: ['Eye Cream', 'Eye Serum', 'Lip Balm', 'Lip Mask'], code: 'EYE', pack: 'tube', sizes: ['10 ml', '15 ml', '30 ml'], price: [45000, 380000], skinType: true, weight: 0.04, usage: 'Tap a small amount around the eye or onto the lips with your ring finger.' },
  foundation: { nouns: ['Foundation', 'Skin Tint', 'BB Cream'], code: 'FDN', pack: 'pump', sizes: ['30 ml'], price: [75000, 450000], variesBy: 'shade', shades: 'complexion', weight: 0.09, usage: 'Blend from the centre of the face outwards with a brush or sponge.' },
  cushion: { nouns: ['Cushion', 'Cushion Compact'], code: 'CSH', pack: 'compact', sizes: ['15 g'], price: [95000, 380000], variesBy: 'shade', shades: 'complexion', weight: 0.08, usage: 'Press the puff into the cushion and dab onto the skin in layers.' },
  powder: { nouns: ['Loose Powder', 'Pressed Powder', 'Two Way Cake'], code: 'PWD', pack: 'compact', sizes: ['10 g'], price: [45000, 280000], variesBy: 'shade', shades: 'complexion', weight: 0.06, usage: 'Sweep lightly over the face to set makeup and control shine.' },
  blush: { nouns: ['Blush', 'Cream Blush', 'Blush Stick'], code: 'BLS', pack: 'compact', sizes: ['5 g'], price: [45000, 220000], variesBy: 'shade', shades: 'cheek', weight: 0.04, usage: 'Smile and blend onto the apples of the cheeks.' },
  mascara: { nouns: ['Mascara', 'Volume Mascara', 'Brow Mascara'], code: 'MSC', pack: 'pencil', sizes: ['10 ml'], price: [45000, 220000], variesBy: 'shade', shades: 'eye', weight: 0.03, usage: 'Wiggle the wand from the lash roots to the tips.' },
  eyeliner: { nouns: ['Eyeliner', 'Gel Liner', 'Brow Pencil'], code: 'EYL', pack: 'pencil', sizes: ['1 g'], price: [30000, 180000], variesBy: 'shade', shades: 'eye', weight: 0.02, usage: 'Draw along the lash line from the inner corner outwards.' },
  eyeshadow: { nouns: ['Eyeshadow Palette', 'Eyeshadow Quad', 'Glitter Shadow'], code: 'EYS', pack: 'compact', sizes: ['5 g', '10 g'], price: [60000, 420000], weight: 0.08, usage: 'Pat onto the lid with a fingertip or brush and blend the edges.' },
  lipstick: { nouns: ['Matte Lipstick', 'Satin Lipstick', 'Lip Crayon'], code: 'LPS', pack: 'lipstick', sizes: ['3.5 g'], price: [45000, 260000], variesBy: 'shade', shades: 'lip', weight: 0.03, usage: 'Apply from the centre of the lips outwards.' },
  lipTint: { nouns: ['Lip Tint', 'Water Tint', 'Lip Oil'], code: 'LTN', pack: 'pencil', sizes: ['4 ml'], price: [35000, 160000], variesBy: 'shade', shades: 'lip', weight: 0.03, usage: 'Dab on the inner lips and blend outwards for a gradient look.' },
  lipCream: { nouns: ['Lip Cream', 'Lip Mousse', 'Transferproof Lip Cream'], code: 'LCR', pack: 'pencil', sizes: ['5 ml'], price: [35000, 180000], variesBy: 'shade', shades: 'lip', weight: 0.03, usage: 'Apply one coat and let it set for 30 seconds.' },
  tools: { nouns: ['Makeup Sponge', 'Brush Set', 'Eyelash Curler', 'Powder Puff'], code: 'TOL', pack: 'box', price: [25000, 250000], weight: 0.1, usage: 'Wash after every few uses with mild soap and let air dry.' },
  vitaminC: { nouns: ['Vitamin C 500 mg', 'Vitamin C 1000 mg', 'Vitamin C + Zinc'], code: 'VTC', pack: 'bottle', sizes: TABLETS, price: [30000, 220000], forms: ['Tablet', 'Effervescent Tablet', 'Gummy'], weight: 0.12, usage: 'Take one tablet daily after a meal.' },
  vitaminD: { nouns: ['Vitamin D3 1000 IU', 'Vitamin D3 5000 IU', 'Vitamin D3 + K2'], code: 'VTD', pack: 'bottle', sizes: CAPSULES, price: [45000, 260000], forms: ['Softgel', 'Capsule', 'Drops'], weight: 0.1, usage: 'Take one softgel daily with a meal containing fat.' },
  multivitamin: { nouns: ['Multivitamin', 'Multivitamin Women', 'Multivitamin Men', 'Kids Multivitamin'], code: 'MVT', pack: 'bottle', sizes: TABLETS, price: [55000, 350000], forms: ['Tablet', 'Gummy', 'Syrup'], weight: 0.15, usage: 'Take one serving daily after breakfast.' },
  vitaminB: { nouns: ['Vitamin B Complex', 'Vitamin B12', 'Neurotropic B1 B6 B12'], code: 'VTB', pack: 'box', sizes: TABLETS, price: [25000, 180000], forms: ['Tablet', 'Capsule'], weight: 0.08, usage: 'Take one tablet daily or as advised by your doctor.' },
  mineral: { nouns: ['Zinc 20 mg', 'Calcium + D3', 'Iron Folic', 'Magnesium Citrate'], code: 'MIN', pack: 'bottle', sizes: TABLETS, price: [30000, 200000], forms: ['Tablet', 'Capsule', 'Effervescent Tablet'], weight: 0.12, usage: 'Take one tablet daily with water.' },
  herbal: { nouns: ['Temulawak Extract', 'Ginger Honey Jamu', 'Moringa Capsules', 'Black Seed Oil'], code: 'HRB', pack: 'bottle', sizes: CAPSULES, price: [25000, 180000], forms: ['Capsule', 'Syrup', 'Powder'], weight: 0.12, usage: 'Take two capsules twice a day.' },
  omega: { nouns: ['Fish Oil 1000 mg', 'Omega 3-6-9', 'Krill Oil'], code: 'OMG', pack: 'bottle', sizes: CAPSULES, price: [65000, 450000], forms: ['Softgel'], weight: 0.15, usage: 'Take one to two softgels daily with a meal.' },
  coughSyrup: { nouns: ['Cough Syrup', 'Herbal Cough Syrup', 'Kids Cough Syrup'], code: 'CGH', pack: 'bottle', sizes: ['60 ml', '100 ml'], price: [18000, 95000], forms: ['Syrup'], weight: 0.15, usage: 'Adults: 10 ml three times a day. Shake well before use.' },
  coldRelief: { nouns: ['Cold & Flu Tablets', 'Sore Throat Lozenges', 'Flu Relief Caplets'], code: 'CLD', pack: 'box', sizes: ['10 tablets', '20 tablets'], price: [12000, 85000], forms: ['Tablet', 'Lozenge', 'Caplet'], weight: 0.05, usage: 'Use up to three times a day. Do not exceed the stated dose.' },
  painRelief: { nouns: ['Paracetamol 500 mg', 'Ibuprofen 400 mg', 'Headache Relief'], code: 'PNR', pack: 'box', sizes: ['10 tablets', '20 tablets'], price: [8000, 65000], forms: ['Tablet', 'Caplet', 'Syrup'], weight: 0.04, usage: 'Take one tablet every 4-6 hours as needed, at most four a day.' },
  balm: { nouns: ['Warming Balm', 'Eucalyptus Oil', 'Muscle Rub', 'Aromatic Oil'], code: 'BLM', pack: 'jar', sizes: ['15 ml', '30 ml', '60 ml'], price: [10000, 95000], forms: ['Ointment', 'Liquid', 'Gel'], weight: 0.06, usage: 'Rub gently onto the affected area two to three times a day.' },
  antacid: { nouns: ['Antacid', 'Heartburn Relief', 'Gastric Suspension'], code: 'ANT', pack: 'bottle', sizes: ['60 ml', '100 ml'], price: [12000, 85000], forms: ['Syrup', 'Chewable Tablet'], weight: 0.12, usage: 'Take one hour before meals or when symptoms occur.' },
  probiotic: { nouns: ['Probiotic', 'Probiotic Kids', 'Synbiotic'], code: 'PRB', pack: 'box', sizes: ['10 sachets', '30 sachets'], price: [45000, 320000], forms: ['Powder', 'Capsule'], weight: 0.08, usage: 'Mix one sachet with cool water or milk once a day.' },
  plaster: { nouns: ['Plasters', 'Waterproof Plasters', 'Elastic Bandage'], code: 'PLS', pack: 'box', sizes: ['10 pcs', '20 pcs', '50 pcs'], price: [8000, 75000], weight: 0.03, usage: 'Clean and dry the wound before applying.' },
  antiseptic: { nouns: ['Antiseptic Liquid', 'Wound Spray', 'Hand Sanitizer'], code: 'ASP', pack: 'spray', sizes: ['60 ml', '100 ml', '250 ml'], price: [12000, 95000], forms: ['Liquid', 'Spray', 'Gel'], weight: 0.1, usage: 'Spray onto the wound or hands and let dry.' },
  bodyWash: { nouns: ['Body Wash', 'Shower Gel', 'Body Scrub'], code: 'BWS', pack: 'pump', sizes: ML_LARGE, price: [25000, 150000], skinType: true, weight: 0.3, usage: 'Lather onto wet skin and rinse well.' },
  bodyLotion: { nouns: ['Body Lotion', 'Body Butter', 'Hand Cream'], code: 'BLT', pack: 'pump', sizes: ML_LARGE, price: [25000, 180000], skinType: true, weight: 0.3, usage: 'Smooth over the body after bathing.' },
  toothpaste: { nouns: ['Toothpaste', 'Whitening Toothpaste', 'Sensitive Toothpaste'], code: 'TPS', pack: 'tube', sizes: ['75 g', '120 g', '190 g'], price: [12000, 65000], weight: 0.15, usage: 'Brush for two minutes twice a day.' },
  mouthwash: { nouns: ['Mouthwash', 'Alcohol-Free Mouthwash'], code: 'MWS', pack: 'bottle', sizes: ['250 ml', '500 ml'], price: [18000, 75000], weight: 0.4, usage: 'Rinse with 20 ml for 30 seconds after brushing.' },
  deodorant: { nouns: ['Roll-On Deodorant', 'Deodorant Spray', 'Deodorant Stick'], code: 'DEO', pack: 'spray', sizes: ['50 ml', '150 ml'], price: [15000, 85000], weight: 0.1, usage: 'Apply to clean, dry underarms.' },
  feminine: { nouns: ['Feminine Wash', 'Intimate Foam', 'Intimate Gel'], code: 'FEM', pack: 'bottle', sizes: ['60 ml', '150 ml'], price: [12000, 75000], weight: 0.12, usage: 'Use daily as part of your hygiene routine.' },
  babyLotion: { nouns: ['Baby Lotion', 'Baby Oil', 'Baby Cream'], code: 'BBL', pack: 'bottle', sizes: ['50 ml', '100 ml', '200 ml'], price: [18000, 120000], weight: 0.15, usage: "Smooth gently over baby's skin after bathing." },
  babyWash: { nouns: ['Baby Wash', 'Baby Shampoo', 'Top to Toe Wash'], code: 'BBW', pack: 'pump', sizes: ['100 ml', '200 ml', '400 ml'], price: [20000, 130000], weight: 0.25, usage: 'Lather a little in warm water and rinse.' },
  diaperCream: { nouns: ['Diaper Cream', 'Rash Balm', 'Telon Oil'], code: 'DPC', pack: 'tube', sizes: ['30 g', '50 g', '100 g'], price: [18000, 110000], weight: 0.06, usage: 'Apply at every diaper change.' },
  prenatal: { nouns: ['Prenatal Vitamin', 'Folic Acid', 'DHA for Mums'], code: 'PRN', pack: 'bottle', sizes: CAPSULES, price: [55000, 350000], forms: ['Capsule', 'Tablet', 'Softgel'], weight: 0.12, usage: 'Take one capsule daily during pregnancy and breastfeeding.' },
  nursing: { nouns: ['Nipple Cream', 'Breast Pads', 'Stretch Mark Cream'], code: 'NRS', pack: 'jar', sizes: ['30 g', '50 g'], price: [35000, 220000], weight: 0.08, usage: 'Apply after each feed or twice a day.' },
  bpMonitor: { nouns: ['Blood Pressure Monitor', 'Wrist Blood Pressure Monitor'], code: 'BPM', pack: 'device', price: [350000, 1500000], weight: 0.6, usage: 'Sit still for 5 minutes, wrap the cuff above the elbow and press Start.' },
  thermometer: { nouns: ['Digital Thermometer', 'Infrared Forehead Thermometer', 'Ear Thermometer'], code: 'THM', pack: 'device', price: [35000, 650000], weight: 0.15, usage: 'Hold in place until it beeps and read the display.' },
  glucoseMeter: { nouns: ['Glucose Meter Kit', 'Glucose Test Strips', 'Cholesterol Meter'], code: 'GLC', pack: 'device', price: [120000, 950000], weight: 0.3, usage: 'Insert a strip, apply a drop of blood and read the result in seconds.' },
  faceMask: { nouns: ['Medical Face Mask', 'KN95 Mask', 'Kids Face Mask'], code: 'FMK', pack: 'box', sizes: ['10 pcs', '20 pcs', '50 pcs'], price: [15000, 120000], weight: 0.1, usage: 'Cover nose and mouth and press the nose wire to fit.' },
  nebulizer: { nouns: ['Nebulizer', 'Pulse Oximeter', 'Digital Scale'], code: 'NEB', pack: 'device', price: [180000, 1450000], weight: 0.9, usage: 'Read the manual before first use and clean after every use.' },
  shampoo: { nouns: ['Shampoo', 'Anti-Dandruff Shampoo', 'Hair Fall Shampoo'], code: 'SHP', pack: 'bottle', sizes: ML_LARGE, price: [22000, 180000], variesBy: 'size', weight: 0.28, usage: 'Massage into wet hair and scalp, then rinse.' },
  conditioner: { nouns: ['Conditioner', 'Leave-In Conditioner'], code: 'CND', pack: 'tube', sizes: ML_MEDIUM, price: [25000, 180000], weight: 0.22, usage: 'Apply to the lengths after shampoo, leave for 2 minutes and rinse.' },
  hairOil: { nouns: ['Hair Oil', 'Hair Serum', 'Hair Tonic'], code: 'HOL', pack: 'dropper', sizes: ML_SMALL, price: [35000, 220000], weight: 0.08, usage: 'Warm a few drops in your palms and smooth over damp hair.' },
  hairMask: { nouns: ['Hair Mask', 'Hair Treatment Cream'], code: 'HMK', pack: 'jar', sizes: ['100 g', '200 g'], price: [35000, 220000], weight: 0.25, usage: 'Leave on for 5-10 minutes once or twice a week.' },
  eauDeParfum: { nouns: ['Eau de Parfum', 'Extrait de Parfum'], code: 'EDP', pack: 'spray', sizes: ML_SMALL, price: [150000, 1450000], variesBy: 'size', weight: 0.25, usage: 'Spray on pulse points from 15 cm away.' },
  bodyMist: { nouns: ['Body Mist', 'Hair & Body Mist'], code: 'BMS', pack: 'spray', sizes: ['100 ml', '250 ml'], price: [45000, 220000], variesBy: 'size', weight: 0.2, usage: 'Mist over body and hair whenever you want a refresh.' },
  eauDeToilette: { nouns: ['Eau de Toilette', 'Cologne', 'Aftershave Splash'], code: 'EDT', pack: 'spray', sizes: ML_MEDIUM, price: [95000, 950000], variesBy: 'size', weight: 0.3, usage: 'Spray on neck and wrists after showering.' },
  labBlood: { nouns: ['Complete Blood Count Test', 'Cholesterol Panel Test', 'Fasting Blood Sugar Test', 'HbA1c Test', 'Uric Acid Test'], code: 'LBB', pack: 'voucher', price: [75000, 450000], usage: 'Book a slot after purchase and visit any partner lab with the voucher code.' },
  labScreening: { nouns: ['Basic Health Screening', 'Executive Health Screening', 'Senior Health Screening', 'Pre-Marital Screening'], code: 'LBS', pack: 'voucher', price: [350000, 1500000], usage: 'Fast for 10-12 hours before the test. The voucher is valid for 90 days.' },
  labHormone: { nouns: ['Thyroid Panel (TSH, FT4)', 'Female Hormone Panel', 'Testosterone Test', 'Cortisol Test'], code: 'LBH', pack: 'voucher', price: [250000, 1200000], usage: 'Book a morning slot; results are sent to your account within 2 days.' },
  labVitamin: { nouns: ['Vitamin D Test', 'Vitamin B12 Test', 'Iron Panel Test', 'Ferritin Test'], code: 'LBV', pack: 'voucher', price: [150000, 650000], usage: 'No fasting needed. Show the voucher code at the partner lab.' },
} as const satisfies Record<string, ProductKind>;

export type KindKey = keyof typeof PRODUCT_KINDS;

export function productKind(key: KindKey): ProductKind {
  return PRODUCT_KINDS[key];
}
