import { generateBrands } from '../catalog/brands';
import { productImageFile } from '../catalog/plan';
import { PlanContext } from '../catalog/planContext';
import { discountedPrice, MAX_PRICE, roundPrice, sizedPrice } from '../catalog/pricing';
import { slugify } from '../../text/slug';
import { escapeXml, inkOn } from '../catalog/svgKit';
import { SeededRandom } from '../random';

describe('catalogue seed helpers', () => {
  it('slugifies names into Magento url keys', () => {
    expect(slugify('Vitamins & Supplements')).toBe('vitamins-supplements');
    expect(slugify('Sunscreen SPF 50 PA++++')).toBe('sunscreen-spf-50-pa');
    expect(slugify('Crème Brûlée 3.5 g')).toBe('creme-brulee-3-5-g');
  });

  it('rounds rupiah to 500 below 100.000 and to 1000 above', () => {
    expect(roundPrice(25_260)).toBe(25_500);
    expect(roundPrice(149_499)).toBe(149_000);
    expect(roundPrice(120)).toBe(500);
  });

  it('keeps discounts strictly below the price and sizes within the price cap', () => {
    for (const price of [500, 1_000, 99_500, 100_000, 1_500_000]) {
      for (const ratio of [0.6, 0.9, 0.9999]) expect(discountedPrice(price, ratio)).toBeLessThan(price);
    }
    expect(sizedPrice(100_000, 1)).toBeGreaterThan(100_000);
    expect(sizedPrice(1_400_000, 2)).toBe(MAX_PRICE);
  });

  it('files product images in Magento dispersion folders', () => {
    expect(productImageFile('jingga-serum', 2)).toBe('/j/i/jingga-serum-2.jpg');
  });

  it('hands out names that are unique together with their configurable variants', () => {
    const context = new PlanContext(new SeededRandom(1), []);
    expect(context.uniqueName(() => 'Glow Serum 30 ml')).toBe('Glow Serum 30 ml');
    // "Glow Serum" + variant "30 ml" would collide with the simple product above.
    expect(context.uniqueName(() => 'Glow Serum', ['30 ml', '50 ml'])).toBe('Glow Serum 2');
    expect(context.uniqueName(() => 'Glow Serum 30 ml')).toBe('Glow Serum 30 ml 2');
  });

  it('invents twenty distinct brands with distinct SKU codes', () => {
    const brands = generateBrands(new SeededRandom(7));
    expect(brands).toHaveLength(20);
    expect(new Set(brands.map((brand) => brand.urlKey)).size).toBe(20);
    expect(new Set(brands.map((brand) => brand.code)).size).toBe(20);
  });

  it('escapes label text for the artwork and picks a readable ink', () => {
    expect(escapeXml('Hair & Body <Mist>')).toBe('Hair &amp; Body &lt;Mist&gt;');
    expect(inkOn('#ffffff')).not.toBe(inkOn('#141414'));
  });
});
