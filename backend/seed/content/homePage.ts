import type { Db } from '../../types';
import { SeededRandom } from '../random';
import { menuCategories, productsUnder, topCategories, urlSuffix, visibleProducts, type CategoryRef } from './catalogLookup';
import { bannerSvg, renderSvg } from './images';
import { PageBuilderDocument, text } from './pageBuilder';
import { productListHtml } from './productWidget';

const ORANGE: readonly [string, string] = ['#ff9a3c', '#f26c1d'];
const PALETTES: ReadonlyArray<readonly [string, string]> = [ORANGE, ['#ffb347', '#e8590c'], ['#f7a072', '#d9480f']];

const SLIDES = [
  { name: 'Promo Akhir Tahun', subtitle: 'Diskon hingga 50% untuk skincare & vitamin', badge: 'Diskon 50%', button: 'Belanja Sekarang' },
  { name: 'Gratis Ongkir', subtitle: 'Minimal belanja Rp150.000 ke seluruh Indonesia', badge: 'Free Shipping', button: 'Lihat Promo' },
  { name: 'Konsultasi Apoteker', subtitle: 'Tanya apoteker kami gratis, setiap hari 08.00-22.00', badge: 'Gratis', button: 'Mulai Chat' },
];

const PRODUCTS_PER_FLOOR = 8;
const FLOOR_CATEGORIES = 4;

/** Desktop 1280x400 and mobile 768x480 JPEGs of one banner; returns their media paths. */
async function renderBannerPair(mediaDir: string, slug: string, art: { title: string; subtitle: string; badge: string; colors: readonly [string, string] }) {
  const desktop = await renderSvg(mediaDir, `wysiwyg/banners/${slug}-desktop.jpg`, bannerSvg({ width: 1280, height: 400, ...art }));
  const mobile = await renderSvg(mediaDir, `wysiwyg/banners/${slug}-mobile.jpg`, bannerSvg({ width: 768, height: 480, ...art }));
  return { desktop_image: `{{media url=${desktop}}}`, mobile_image: `{{media url=${mobile}}}` };
}

const categoryHref = (category: CategoryRef, suffix: string) => `{{store url=${category.url_path}${suffix}}}`;

/** The home page: slider, USP text, product floors per top category, promo banners, html and buttons. */
export async function buildHomePage(db: Db, mediaDir: string): Promise<string> {
  const random = new SeededRandom(20260101);
  const doc = new PageBuilderDocument('HM');
  const productSuffix = urlSuffix(db, 'product');
  const categorySuffix = urlSuffix(db, 'category');
  const tops = topCategories(menuCategories(db));
  const rows: string[] = [];

  const slides: string[] = [];
  for (const [index, slide] of SLIDES.entries()) {
    const images = await renderBannerPair(mediaDir, `home-slide-${index + 1}`, { title: slide.name, subtitle: slide.subtitle, badge: slide.badge, colors: PALETTES[index] });
    const target = tops[index] ? categoryHref(tops[index], categorySuffix) : '{{store url=}}';
    slides.push(doc.poster('slide', { name: slide.name, href: index === 2 ? '{{store url=customer-service}}' : target, images, title: slide.name, body: slide.subtitle, button: slide.button, minHeight: '400px' }));
  }
  rows.push(doc.row([doc.slider(slides)], { appearance: 'full-width', style: { margin: '0 0 24px' } }));

  rows.push(
    doc.row([
      doc.columns(
        [
          ['100% Original', 'Produk resmi dari distributor dan brand terpercaya.'],
          ['Apoteker Siap Membantu', 'Konsultasi gratis sebelum membeli obat dan suplemen.'],
          ['Gratis Ongkir', 'Untuk belanja di atas Rp150.000 ke seluruh Indonesia.'],
          ['Ambil di Toko', 'Pesan online, ambil di apotek Jingga terdekat.'],
        ].map(([title, body]) => ({ width: '25%', children: [doc.text(`<p><strong>${text(title)}</strong></p><p>${text(body)}</p>`, { 'text-align': 'center' })] })),
      ),
    ], { style: { 'background-color': '#fff4ec', padding: '16px', margin: '0 0 24px' } }),
  );

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
          doc.productsCarousel(productListHtml(floor.products, productSuffix)),
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
        { label: 'Semua Brand', href: '{{store url=brands}}', kind: 'link' },
      ]),
    ], { style: { 'background-color': '#fafafa', padding: '24px', margin: '0 0 24px' } }),
  );
  return doc.render(rows);
}

/** Two half-width promo banners linking to top categories. */
async function promoBannerRow(doc: PageBuilderDocument, mediaDir: string, tops: CategoryRef[], categorySuffix: string): Promise<string> {
  const promos = [
    { slug: 'promo-vitamin', title: 'Vitamin Hemat', subtitle: 'Beli 2 gratis 1 untuk vitamin pilihan', badge: 'Buy 2 Get 1', category: tops[2] ?? tops[0] },
    { slug: 'promo-beauty', title: 'Beauty Week', subtitle: 'Cashback 20% untuk makeup & skincare', badge: 'Cashback 20%', category: tops[1] ?? tops[0] },
  ];
  const columns = [];
  for (const [index, promo] of promos.entries()) {
    const desktop = await renderSvg(mediaDir, `wysiwyg/banners/${promo.slug}.jpg`, bannerSvg({ width: 640, height: 320, colors: PALETTES[(index + 1) % PALETTES.length], title: promo.title, subtitle: promo.subtitle, badge: promo.badge }));
    const images = { desktop_image: `{{media url=${desktop}}}`, mobile_image: `{{media url=${desktop}}}` };
    const href = promo.category ? categoryHref(promo.category, categorySuffix) : '{{store url=}}';
    columns.push({ width: '50%', children: [doc.poster('banner', { name: promo.title, href, images, title: promo.title, body: promo.subtitle, button: 'Lihat', minHeight: '240px' })] });
  }
  return doc.row([doc.columns(columns)], { style: { margin: '0 0 32px' } });
}
