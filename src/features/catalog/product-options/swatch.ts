import { type Swatch } from './variantSelection';

interface SwatchData {
  __typename?: string;
  value?: string | null;
  thumbnail?: string | null;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Magento's swatch_data as the option shows it: ColorSwatchData with a "#rrggbb" value is a
 * colour chip, ImageSwatchData a picture (its thumbnail, else its value), TextSwatchData a text
 * chip. Anything else (no swatch, an unusable colour) is a plain list entry.
 */
export function toSwatch(data: SwatchData | null | undefined, label: string): Swatch | null {
  if (!data) return null;
  switch (data.__typename) {
    case 'ColorSwatchData':
      return data.value && HEX_COLOR.test(data.value) ? { kind: 'color', color: data.value } : null;
    case 'ImageSwatchData': {
      const url = data.thumbnail || data.value;
      return url ? { kind: 'image', url } : null;
    }
    case 'TextSwatchData':
      return { kind: 'text', text: data.value || label };
    default:
      return null;
  }
}

/** An option is shown as swatches when every value has one, otherwise as a drop-down list. */
export function showsSwatches(values: ReadonlyArray<{ swatch: Swatch | null }>): boolean {
  return values.length > 0 && values.every((value) => value.swatch !== null);
}
