import { categoryBannerSvg } from '../catalog/artwork';
import { CATEGORY_TREE } from '../catalog/taxonomy';
import { BLOG_PALETTES } from '../content/blog';
import { bannerSvg } from '../content/images';
import { MENU_TILE_COLORS } from '../content/menu';
import { STORE_PICTURE_COLORS } from '../content/storeLocations';
import { LOGO_SVG } from '../store';

// The demo shop's pictures carry text: it must be readable, whole, and said once.

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Each <text>'s x, y, font size and content. */
function texts(svg: string): Array<{ x: number; y: number; size: number; content: string }> {
  return [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    size: Number(match[3]),
    content: match[4],
  }));
}

describe('the demo shop artwork', () => {
  it('sets the logo tagline under the name, never on its line ("Jinggahealth")', () => {
    const [name, tagline] = texts(LOGO_SVG);
    expect(name.content).toBe('Jingga');
    expect(tagline.y - name.y).toBeGreaterThanOrEqual(tagline.size);
  });

  const grounds: Array<[string, readonly string[]]> = [
    ['the mega menu tile', MENU_TILE_COLORS],
    ['the store pictures', STORE_PICTURE_COLORS],
    ...BLOG_PALETTES.map((palette, index): [string, readonly string[]] => [`blog palette ${index + 1}`, palette]),
  ];
  it.each(grounds)('gives white text at least 4.5:1 on %s, at both ends of the gradient', (_name, colors) => {
    for (const color of colors) expect(contrast('#ffffff', color)).toBeGreaterThanOrEqual(4.5);
  });

  it('prints only the category name on its banner: the page prints the description under it', () => {
    for (const category of CATEGORY_TREE) {
      const svg = categoryBannerSvg(category);
      expect(svg).toContain(category.name.replace(/&/g, '&amp;'));
      expect(svg).not.toContain(category.tagline.split(' ').slice(0, 3).join(' '));
    }
  });

  it("keeps a blog picture's title and subtitle inside its width", () => {
    const title = 'Pharmacist Answers';
    const subtitle = 'How to build a morning skincare routine that…';
    const svg = bannerSvg({ width: 800, height: 450, colors: ['#c2410c', '#9a3412'], title, subtitle });
    const [heading, line] = texts(svg);
    // Liberation Sans averages about 0.65 em per bold character and 0.52 em per regular one.
    expect(heading.x + title.length * heading.size * 0.65).toBeLessThanOrEqual(800);
    expect(line.x + subtitle.length * line.size * 0.52).toBeLessThanOrEqual(800);
  });
});
