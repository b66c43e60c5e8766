import type { Db } from '../../types';
import { PRODUCT_KINDS, type ShadeFamily } from './kinds';
import { insertRows } from './sqlInsert';

export interface AttributeOption {
  id: number;
  label: string;
  swatch: string | null;
}

export interface Shade {
  label: string;
  hex: string;
}

/** Shades per makeup family: label and the swatch colour. */
export const SHADES: Record<ShadeFamily, readonly Shade[]> = {
  complexion: [
    { label: 'Porcelain', hex: '#f3d9c6' },
    { label: 'Ivory', hex: '#ecc9a8' },
    { label: 'Light Beige', hex: '#e2b793' },
    { label: 'Natural', hex: '#d4a27b' },
    { label: 'Sand', hex: '#c8936a' },
    { label: 'Honey', hex: '#b67d4f' },
    { label: 'Tan', hex: '#a26a42' },
    { label: 'Caramel', hex: '#8c5633' },
  ],
  lip: [
    { label: 'Nude Rose', hex: '#c98b86' },
    { label: 'Coral', hex: '#ee6f57' },
    { label: 'Brick Red', hex: '#a8322d' },
    { label: 'Berry', hex: '#8b2345' },
    { label: 'Mauve', hex: '#a0607a' },
    { label: 'Ruby', hex: '#b0122c' },
    { label: 'Terracotta', hex: '#c4633f' },
    { label: 'Pink Blush', hex: '#e37b98' },
  ],
  cheek: [
    { label: 'Peach', hex: '#f4a582' },
    { label: 'Rose', hex: '#e07a8a' },
    { label: 'Apricot', hex: '#f0936b' },
    { label: 'Plum', hex: '#8e4162' },
  ],
  eye: [
    { label: 'Jet Black', hex: '#141414' },
    { label: 'Espresso', hex: '#4b2e1e' },
    { label: 'Navy', hex: '#1f2a5a' },
  ],
};

export const SKIN_TYPES = ['All Skin Types', 'Normal', 'Dry', 'Oily', 'Combination', 'Sensitive'] as const;

export const COLORS: readonly Shade[] = [
  { label: 'White', hex: '#ffffff' },
  { label: 'Black', hex: '#222222' },
  { label: 'Silver', hex: '#c0c0c0' },
  { label: 'Blue', hex: '#3b82c4' },
  { label: 'Pink', hex: '#f2a2b8' },
];

const UNIT_ORDER = ['ml', 'g', 'pc', 'pcs', 'tablets', 'capsules', 'sachets'];

/** "30 ml" < "50 ml" < "15 g": grouped by unit, then by amount. */
function compareSizes(a: string, b: string): number {
  const [amountA, unitA] = a.split(' ');
  const [amountB, unitB] = b.split(' ');
  return UNIT_ORDER.indexOf(unitA) - UNIT_ORDER.indexOf(unitB) || Number(amountA) - Number(amountB);
}

const kinds = Object.values(PRODUCT_KINDS) as Array<{ sizes?: readonly string[]; forms?: readonly string[] }>;
const SIZE_LABELS = [...new Set(kinds.flatMap((kind) => kind.sizes ?? []))].sort(compareSizes);
const FORM_LABELS = [...new Set(kinds.flatMap((kind) => kind.forms ?? []))].sort();
const SHADE_LIST = Object.values(SHADES).flat();

interface AttributeSpec {
  code: AttributeCode;
  label: string;
  input: 'select' | 'swatch_visual' | 'swatch_text';
  options: ReadonlyArray<{ label: string; swatch: string | null }>;
}

export type AttributeCode = 'shade' | 'size' | 'skin_type' | 'form' | 'color';

const ATTRIBUTE_SPECS: readonly AttributeSpec[] = [
  { code: 'shade', label: 'Shade', input: 'swatch_visual', options: SHADE_LIST.map((shade) => ({ label: shade.label, swatch: shade.hex })) },
  { code: 'size', label: 'Size', input: 'swatch_text', options: SIZE_LABELS.map((label) => ({ label, swatch: label })) },
  { code: 'skin_type', label: 'Skin Type', input: 'select', options: SKIN_TYPES.map((label) => ({ label, swatch: null })) },
  { code: 'form', label: 'Form', input: 'select', options: FORM_LABELS.map((label) => ({ label, swatch: null })) },
  { code: 'color', label: 'Color', input: 'swatch_visual', options: COLORS.map((color) => ({ label: color.label, swatch: color.hex })) },
];

const SWATCH_TYPE = { select: null, swatch_text: 0, swatch_visual: 1 } as const;

/** Attribute ids and option ids by code and label, as inserted. */
export class AttributeCatalog {
  private readonly ids = new Map<AttributeCode, number>();
  private readonly options = new Map<string, number>();

  constructor() {
    let optionId = 1;
    ATTRIBUTE_SPECS.forEach((spec, index) => {
      this.ids.set(spec.code, index + 1);
      for (const option of spec.options) this.options.set(`${spec.code}:${option.label}`, optionId++);
    });
  }

  attributeId(code: AttributeCode): number {
    return this.ids.get(code)!;
  }

  optionId(code: AttributeCode, label: string): number {
    const id = this.options.get(`${code}:${label}`);
    if (id === undefined) throw new Error(`seed: no ${code} option "${label}"`);
    return id;
  }

  insert(db: Db): void {
    insertRows(
      db,
      'attributes',
      ATTRIBUTE_SPECS.map((spec, index) => ({
        attribute_id: this.attributeId(spec.code),
        attribute_code: spec.code,
        frontend_label: spec.label,
        frontend_input: spec.input,
        is_filterable: 1,
        is_comparable: 1,
        position: index,
      })),
    );
    insertRows(
      db,
      'attribute_options',
      ATTRIBUTE_SPECS.flatMap((spec) =>
        spec.options.map((option, sortOrder) => ({
          option_id: this.optionId(spec.code, option.label),
          attribute_id: this.attributeId(spec.code),
          label: option.label,
          sort_order: sortOrder,
          swatch_type: SWATCH_TYPE[spec.input],
          swatch_value: SWATCH_TYPE[spec.input] === null ? null : option.swatch,
        })),
      ),
    );
  }
}
