import type { Db } from '../../types';
import { SeededRandom } from '../random';
import { menuCategories, productsUnder, topCategories, urlSuffix, visibleProducts, type CategoryRef } from './catalogLookup';
import { bannerSvg, renderSvg } from './images';
import { LANDING_PAGE_IDENTIFIER } from './landingPage';
import { PageBuilderDocument, text } from './pageBuilder';

const ORANGE: readonly [string, string] = ['#ff9a3c', '#f26c1d'];
const PALETTES: ReadonlyArray<readonly [string, string]> = [ORANGE, ['#ffb347', '#e8590c'], ['#f7a072', '#d9480f']];

const SLIDES = [
  { name: 'Promo Akhir Tahun', subtitle: 'Diskon hingga 50% untuk skincare & vitamin', button: 'Belanja Sekarang' },
  { name: 'Gratis Ongkir', subtitle: 'Minimal belanja Rp150.000 ke seluruh Indonesia', button: 'Lihat Promo' },
  { name: 'Health & Beauty Week', subtitle: 'Promo skincare, vitamin & konsultasi apoteker gratis', button: 'Lihat Promo' },
];

const PRODUCTS_PER_FLOOR = 8;
const FLOOR_CATEGORIES = 4;

/** Desktop 1280x400 and mobile 768x480 JPEGs of one banner's artwork; returns their media paths. The words are the banner's own text. */
async function renderBannerPair(mediaDir: string, slug: string, art: { title: string; colors: readonly [string, string] }) {
  const desktop = await renderSvg(mediaDir, `wysiwyg/banners/${slug}-desktop.jpg`, bannerSvg({ width: 1280, height: 400, ...art }));
  const mobile = await renderSvg(mediaDir, `wysiwyg/banners/${slug}-mobile.jpg`, bannerSvg({ width: 768, height: 480, ...art }));
  return { desktop_image: `{{media url=${desktop}}}`, mobile_image: `{{media url=${mobile}}}` };
}

const categoryHref = (category: CategoryRef, suffix: string) => `{{store url=${category.url_path}${suffix}}}`;

/**
 * The home page: slider (its third slide leads to the Health & Beauty Week landing page), the
 * home_usp CMS block, product floors (products carousels stored as widget directives naming their
 * SKUs, rendered when the page is read), promo banners, a divider, html and buttons.
 */
export async function buildHomePage(db: Db, mediaDir: string): Promise<string> {
  const random = new SeededRandom(20260101);
  const doc = new PageBuilderDocument('HM');
  const categorySuffix = urlSuffix(db, 'category');
  const tops = topCategories(menuCategories(db));
  const rows: string[] = [];

  const slides: string[] = [];
  for (const [index, slide] of SLIDES.entries()) {
    const images = await renderBannerPair(mediaDir, `home-slide-${index + 1}`, { title: '', colors: PALETTES[index] });
    const target = tops[index] ? categoryHref(tops[index], categorySuffix) : '{{store url=}}';
    slides.push(doc.poster('slide', { name: slide.name, href: index === 2 ? `{{store url=${LANDING_PAGE_IDENTIFIER}}}` : target, images, title: slide.name, body: slide.subtitle, button: slide.button, minHeight: '400px', mobileMinHeight: '240px', lightText: true }));
  }
  rows.push(doc.row([doc.slider(slides)], { appearance: 'full-width', style: { margin: '0 0 24px' } }));

  // The shop's promises: the home_usp CMS block, through Page Builder's block content type.
  rows.push(doc.row([doc.block('home_usp')], { style: { 'background-color': '#fff4ec', padding: '16px', margin: '0 0 24px' } }));

  const floors: Array<{ title: string; intro: string; products: ReturnType<typeof visibleProducts>; href: string }> = [];
  const everything = visibleProducts(db);
  floors.push({ title: 'Best Sellers', intro: 'Produk paling laris minggu ini, pilihan pelanggan Jingga.', products: random.sample(everything, PRODUCTS_PER_FLOOR), href: '{{store url=search.html?query=best}}' });
  for (const category of tops.slice(0, FLOOR_CATEGORIES)) {
    floors.push({
      title: `${category.name} Favourites`,
      intro: `Pilihan terbaik kategori ${category.name} dengan harga spesial.`,
      products: random.sample(productsUnder(db, category), PRODUCTS_PER_FLOOR),
      href: categoryHref(category, categorySuffix),
    });
  }

  for (const [index, floor] of floors.entries()) {
    if (floor.products.length === 0) continue;
    rows.push(
      doc.row(
        [
          doc.heading(2, floor.title, { 'border-left': '4px solid #f26c1d', 'padding-left': '12px' }),
          doc.text(`<p>${text(floor.intro)}</p>`),
          doc.products({ appearance: 'carousel', skus: floor.products.map((product) => product.sku), count: PRODUCTS_PER_FLOOR }),
          doc.buttons([{ label: 'Lihat Semua', href: floor.href, kind: 'secondary' }]),
        ],
        { style: { margin: '0 0 32px' }, classes: 'home-floor' },
      ),
    );
    if (index === 1) rows.push(await promoBannerRow(doc, mediaDir, tops, categorySuffix));
    if (index === 2) rows.push(doc.row([doc.divider()]));
  }

  rows.push(
    doc.row([
      doc.heading(3, 'Belanja Lebih Hemat'),
      doc.html(
        '<div class="jingga-voucher"><p>Gunakan kode <strong>JINGGAHEMAT</strong> untuk potongan Rp25.000 pembelian pertama di aplikasi.</p><ul><li>Berlaku untuk semua kategori</li><li>Minimal belanja Rp200.000</li><li>Satu kali per pelanggan</li></ul></div>',
      ),
      doc.buttons([
        { label: 'Cari Apotek Terdekat', href: '{{store url=store-locator}}', kind: 'primary' },
        { label: 'Baca Blog Kesehatan', href: '{{store url=blog}}', kind: 'secondary' },
        { label: 'Cek Kesehatan Gratis', href: '{{store url=healthcheck}}', kind: 'secondary' },
        { label: 'Semua Brand', href: '{{store url=brands}}', kind: 'link' },
      ]),
    ], { style: { 'background-color': '#fafafa', padding: '24px', margin: '0 0 24px' } }),
  );
  return doc.render(rows);
}

/** Two half-width promo banners linking to top categories. */
async function promoBannerRow(doc: PageBuilderDocument, mediaDir: string, tops: CategoryRef[], categorySuffix: string): Promise<string> {
  const promos = [
    { slug: 'promo-vitamin', title: 'Vitamin Hemat', subtitle: 'Beli 2 gratis 1 untuk vitamin pilihan', category: tops[2] ?? tops[0] },
    { slug: 'promo-beauty', title: 'Beauty Week', subtitle: 'Cashback 20% untuk makeup & skincare', category: tops[1] ?? tops[0] },
  ];
  const columns = [];
  for (const [index, promo] of promos.entries()) {
    const art = { colors: PALETTES[(index + 1) % PALETTES.length], title: '' };
    const desktop = await renderSvg(mediaDir, `wysiwyg/banners/${promo.slug}-desktop.jpg`, bannerSvg({ width: 1280, height: 640, ...art }));
    const mobile = await renderSvg(mediaDir, `wysiwyg/banners/${promo.slug}-mobile.jpg`, bannerSvg({ width: 768, height: 480, ...art }));
    const images = { desktop_image: `{{media url=${desktop}}}`, mobile_image: `{{media url=${mobile}}}` };
    const href = promo.category ? categoryHref(promo.category, categorySuffix) : '{{store url=}}';
    columns.push({ width: '50%', children: [doc.poster('banner', { name: promo.title, href, images, title: promo.title, body: promo.subtitle, button: 'Lihat', minHeight: '240px', mobileMinHeight: '200px', lightText: true })] });
  }
  return doc.row([doc.columns(columns)], { style: { margin: '0 0 32px' } });
}
