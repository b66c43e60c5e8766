import type { Db } from '../../types';
import { SeededRandom } from '../random';
import { menuCategories, productsUnder, topCategories, urlSuffix, visibleProducts, type CategoryRef } from './catalogLookup';
import { bannerSvg, renderSvg } from './images';
import { PageBuilderDocument, text, type BackgroundImages, type MapLocation } from './pageBuilder';
import { STORES, storePhone } from './storeLocations';

/** The landing page's identifier, and so its URL: /health-beauty-week. */
export const LANDING_PAGE_IDENTIFIER = 'health-beauty-week';

export const LANDING_PAGE = {
  title: 'Health & Beauty Week',
  content_heading: 'Health & Beauty Week',
  meta_title: 'Health & Beauty Week: promo skincare & vitamin | Jingga',
  meta_description: 'Satu minggu penuh promo skincare, makeup, vitamin dan konsultasi apoteker gratis di Jingga Health & Beauty.',
  meta_keywords: 'promo, health beauty week, skincare, vitamin',
};

const PEACH: readonly [string, string] = ['#fff4ec', '#ffd0a8'];
const ORANGE: readonly [string, string] = ['#ff9a3c', '#f26c1d'];
const CORAL: readonly [string, string] = ['#f7a072', '#d9480f'];
const SAND: readonly [string, string] = ['#ffe0c2', '#fd9a4b'];

/** Decorative backgrounds (the words are HTML on top): desktop 1280 wide, mobile 768 wide. */
async function backgroundPair(mediaDir: string, slug: string, colors: readonly [string, string], desktopHeight: number, mobileHeight: number): Promise<BackgroundImages> {
  const desktop = await renderSvg(mediaDir, `wysiwyg/landing/${slug}-desktop.jpg`, bannerSvg({ width: 1280, height: desktopHeight, colors, title: '' }));
  const mobile = await renderSvg(mediaDir, `wysiwyg/landing/${slug}-mobile.jpg`, bannerSvg({ width: 768, height: mobileHeight, colors, title: '' }));
  return { desktop_image: `{{media url=${desktop}}}`, mobile_image: `{{media url=${mobile}}}` };
}

const categoryHref = (category: CategoryRef | undefined, suffix: string) => (category ? `{{store url=${category.url_path}${suffix}}}` : '{{store url=}}');

/** Three of the physical stores, as a Page Builder map stores them. */
function mapLocations(): MapLocation[] {
  return [0, 4, 7].map((index) => {
    const [name, address, city, state, , zipcode, latitude, longitude] = STORES[index];
    return { name, latitude, longitude, phone: storePhone(index), address, city, state, zipcode, country: 'Indonesia', comment: 'Buka setiap hari 08.00-22.00, apoteker selalu siap membantu.' };
  });
}

/**
 * The Health & Beauty Week landing page. With the home page it uses every Page Builder content
 * type and appearance the storefront renders: rows contained, full-width (home) and full-bleed with
 * a parallax background; columns of different widths in all four appearances; image with desktop
 * and mobile sources, link and caption; headings h1-h4; text; tabs; inline and stacked same-width
 * buttons of all three kinds; block and dynamic_block widgets; products grid and carousel; html;
 * divider; YouTube and Vimeo videos (one autoplaying); a map; banners in the four appearances with
 * every show-button / show-overlay mode; a hidden element; mobile @media rules; and one row in
 * Page Builder 2.3's inline-style form.
 */
export async function buildLandingPage(db: Db, mediaDir: string): Promise<string> {
  const random = new SeededRandom(20260309);
  const doc = new PageBuilderDocument('HB');
  const categorySuffix = urlSuffix(db, 'category');
  const tops = topCategories(menuCategories(db));
  const byName = (name: string) => tops.find((category) => category.name === name) ?? tops[0];
  const skincare = byName('Skincare');
  const vitamins = byName('Vitamins & Supplements');
  const rows: string[] = [];

  // Full-bleed hero with a parallax background; shorter on phones (an @media rule).
  const hero = await backgroundPair(mediaDir, 'hero', PEACH, 480, 640);
  rows.push(
    doc.row(
      [
        doc.heading(1, 'Sehat & cantik, hemat hingga 50%', { 'text-align': 'center' }),
        doc.text(`<p>${text('Tujuh hari promo skincare, makeup dan vitamin pilihan, plus konsultasi apoteker gratis setiap hari.')}</p>`, { 'text-align': 'center' }),
        doc.buttons([
          { label: `Belanja ${skincare?.name ?? 'Skincare'}`, href: categoryHref(skincare, categorySuffix), kind: 'primary' },
          { label: 'Lihat Vitamin', href: categoryHref(vitamins, categorySuffix), kind: 'secondary' },
        ]),
      ],
      {
        appearance: 'full-bleed',
        background: hero,
        parallaxSpeed: 0.5,
        style: { 'justify-content': 'center', 'background-position': 'center center', 'min-height': '440px', padding: '48px 24px', margin: '0 0 32px' },
        mobileStyle: { 'min-height': '300px', padding: '32px 16px' },
      },
    ),
  );

  // A picture beside the offer: 33.3333% / 66.6667%, top- and centre-aligned.
  const picture = await renderSvg(mediaDir, 'wysiwyg/landing/skincare-routine-desktop.jpg', bannerSvg({ width: 1280, height: 960, colors: ORANGE, title: 'Skincare', subtitle: 'Rutinitas pagi 5 langkah', badge: 'Tips' }));
  const pictureMobile = await renderSvg(mediaDir, 'wysiwyg/landing/skincare-routine-mobile.jpg', bannerSvg({ width: 768, height: 768, colors: ORANGE, title: 'Skincare', subtitle: 'Rutinitas pagi', badge: 'Tips' }));
  rows.push(
    doc.row([
      doc.columns([
        {
          width: '33.3333%',
          appearance: 'align-top',
          children: [
            doc.image({
              desktop: `{{media url=${picture}}}`,
              mobile: `{{media url=${pictureMobile}}}`,
              alt: 'Rangkaian skincare pagi di meja rias',
              title: 'Rutinitas skincare pagi',
              href: categoryHref(skincare, categorySuffix),
              linkTitle: 'Belanja skincare',
              caption: 'Rutinitas pagi: cleanser, toner, serum, pelembap dan sunscreen.',
            }),
          ],
        },
        {
          width: '66.6667%',
          appearance: 'align-center',
          style: { padding: '0 0 0 24px' },
          children: [
            doc.heading(2, 'Rayakan Minggu Sehat & Cantik'),
            doc.text(
              `<p>${text('Setiap hari ada promo baru: diskon skincare, beli 2 gratis 1 untuk vitamin pilihan, dan cashback untuk makeup.')}</p><ul><li>${text('Gratis ongkir min. belanja Rp150.000')}</li><li>${text('Konsultasi apoteker gratis 08.00-22.00')}</li><li>${text('Ambil di toko dalam 2 jam')}</li></ul>`,
            ),
            doc.buttons(
              [
                { label: 'Belanja Sekarang', href: categoryHref(skincare, categorySuffix), kind: 'primary' },
                { label: 'Cari Toko', href: '{{store url=store-locator}}', kind: 'secondary' },
                { label: 'Baca Tips Kesehatan', href: '{{store url=blog}}', kind: 'link' },
              ],
              { appearance: 'stacked', sameWidth: true },
            ),
          ],
        },
      ]),
    ], { style: { margin: '0 0 32px' } }),
  );

  // Three columns: 25% bottom-aligned, 50% full-height with a background, 25% centred.
  rows.push(
    doc.row([
      doc.heading(2, 'Kenapa belanja di Jingga?', { 'text-align': 'center' }),
      doc.columns([
        { width: '25%', appearance: 'align-bottom', children: [doc.heading(3, '100% Original'), doc.text(`<p>${text('Langsung dari brand dan distributor resmi.')}</p>`)] },
        {
          width: '50%',
          appearance: 'full-height',
          style: { 'background-color': '#fff4ec', padding: '24px', 'border-radius': '8px', 'min-height': '240px' },
          children: [
            doc.heading(3, 'Apoteker siap membantu'),
            doc.heading(4, 'Gratis, setiap hari'),
            doc.text(`<p>${text('Tanyakan dosis, interaksi obat atau rutinitas skincare yang cocok untuk kulitmu. Apoteker kami menjawab lewat chat dari pukul 08.00 sampai 22.00.')}</p>`),
          ],
        },
        { width: '25%', appearance: 'align-center', children: [doc.heading(3, 'Ambil di toko'), doc.text(`<p>${text('Pesan online, ambil di apotek Jingga terdekat.')}</p>`)] },
      ]),
    ], { style: { margin: '0 0 32px' } }),
  );

  // Banners in the four appearances, with every show-button and show-overlay mode.
  const [posterArt, centeredArt, leftArt, rightArt] = [
    await backgroundPair(mediaDir, 'banner-poster', ORANGE, 360, 432),
    await backgroundPair(mediaDir, 'banner-centered', SAND, 360, 432),
    await backgroundPair(mediaDir, 'banner-left', CORAL, 360, 432),
    await backgroundPair(mediaDir, 'banner-right', PEACH, 360, 432),
  ];
  rows.push(
    doc.row([
      doc.columns([
        {
          width: '50%',
          children: [
            doc.banner('banner', {
              appearance: 'poster',
              href: categoryHref(skincare, categorySuffix),
              images: posterArt,
              title: 'Diskon Skincare 50%',
              body: 'Serum, sunscreen dan pelembap favorit.',
              button: 'Belanja Skincare',
              showButton: 'always',
              showOverlay: 'never',
              minHeight: '300px',
              mobileMinHeight: '220px',
            }),
          ],
        },
        {
          width: '50%',
          children: [
            doc.banner('banner', {
              appearance: 'collage-centered',
              images: centeredArt,
              title: 'Gratis Konsultasi',
              body: 'Tanya apoteker kapan saja selama promo.',
              button: 'Chat',
              showButton: 'never',
              showOverlay: 'hover',
              overlayColor: 'rgba(255, 255, 255, 0.6)',
              minHeight: '300px',
              mobileMinHeight: '220px',
              textAlign: 'center',
            }),
          ],
        },
      ]),
      doc.banner('banner', {
        appearance: 'collage-left',
        href: categoryHref(vitamins, categorySuffix),
        images: leftArt,
        title: 'Vitamin Beli 2 Gratis 1',
        body: 'Jaga daya tahan tubuh dengan vitamin pilihan apoteker.',
        button: 'Lihat Vitamin',
        buttonKind: 'secondary',
        showButton: 'hover',
        showOverlay: 'always',
        overlayColor: 'rgba(0, 0, 0, 0.35)',
        minHeight: '320px',
        mobileMinHeight: '240px',
      }),
      doc.banner('banner', {
        appearance: 'collage-right',
        href: '{{store url=brands}}',
        images: rightArt,
        title: 'Cashback Makeup 20%',
        body: 'Untuk semua brand makeup lokal favoritmu.',
        button: 'Semua Brand',
        buttonKind: 'link',
        showButton: 'always',
        showOverlay: 'always',
        overlayColor: 'rgba(255, 244, 236, 0.85)',
        minHeight: '320px',
        mobileMinHeight: '240px',
        textAlign: 'right',
      }),
    ], { style: { margin: '0 0 32px' } }),
  );

  // Products: a grid chosen by SKU, a carousel chosen by category.
  const picks = random.sample(visibleProducts(db), 4);
  rows.push(
    doc.row([
      doc.heading(2, 'Pilihan Apoteker'),
      doc.products({ appearance: 'grid', skus: picks.map((product) => product.sku), count: 4 }),
      doc.heading(2, `Serba ${vitamins?.name ?? 'Vitamin'}`),
      ...(vitamins && productsUnder(db, vitamins).length > 0 ? [doc.products({ appearance: 'carousel', categoryId: vitamins.entity_id, count: 8, sortOrder: 'price_low_to_high' })] : []),
    ], { style: { margin: '0 0 32px' } }),
  );

  rows.push(
    doc.row([
      doc.heading(2, 'Tips Sehat & Cantik'),
      doc.tabs([
        { name: 'Skincare', children: [doc.text(`<p>${text('Pakai sunscreen SPF 30 atau lebih setiap pagi, juga saat mendung, dan ulangi setiap 2-3 jam di luar ruangan.')}</p>`)] },
        { name: 'Vitamin', children: [doc.text(`<p>${text('Vitamin D dan zinc membantu daya tahan tubuh. Tanyakan dosis yang tepat kepada apoteker kami.')}</p>`)] },
        { name: 'Mom & Baby', children: [doc.text(`<p>${text('Asam folat dianjurkan sejak sebelum hamil. Simpan obat anak jauh dari jangkauan dan sinar matahari.')}</p>`)] },
      ]),
    ], { style: { margin: '0 0 32px' } }),
  );

  rows.push(
    doc.row([
      doc.heading(2, 'Video dari Apoteker'),
      doc.columns([
        { width: '50%', children: [doc.video({ url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', autoplay: true, maxWidth: '640px' })] },
        { width: '50%', children: [doc.video({ url: 'https://vimeo.com/1084537', maxWidth: '640px' })] },
      ]),
    ], { style: { margin: '0 0 32px' } }),
  );

  rows.push(
    doc.row([
      doc.heading(2, 'Kunjungi Toko Kami'),
      doc.map(mapLocations(), { showControls: true, height: '400px' }),
      doc.divider({ color: '#f26c1d', thickness: '3px', width: '60%' }),
      doc.heading(3, 'Syarat & Ketentuan'),
      doc.html(
        '<div class="promo-terms"><ol><li>Promo berlaku 9-15 Maret 2026 atau selama persediaan masih ada.</li><li>Diskon tidak dapat digabung dengan voucher lain.</li><li>Obat keras hanya dengan resep dokter.</li></ol><p><a href="/faq">Pertanyaan seputar promo</a></p></div>',
      ),
    ], { style: { margin: '0 0 32px' } }),
  );

  // The home page's promises again (block widget), then a Commerce-only dynamic block that renders nothing here.
  rows.push(doc.row([doc.block('home_usp'), doc.dynamicBlock(1)], { style: { 'background-color': '#fff4ec', padding: '16px', margin: '0 0 32px' } }));

  // Hidden by the merchant (display: none): must stay hidden.
  rows.push(doc.row([doc.text(`<p>${text('Hidden promo')}</p>`, { display: 'none' })]));

  // An older row, saved by Page Builder 2.3 with its styles inline.
  const legacy = new PageBuilderDocument('HL', { inlineStyles: true });
  rows.push(
    legacy.row([
      legacy.heading(2, 'Info Pengiriman', { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px', margin: '0px', padding: '0px' }),
      legacy.text(`<p>${text('Pesanan sebelum pukul 14.00 dikirim di hari yang sama untuk Jabodetabek, Bandung dan Surabaya.')}</p>`, { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px', margin: '0px', padding: '0px' }),
    ], { style: { 'border-style': 'solid', 'border-color': '#ffd0a8', 'border-width': '1px', 'border-radius': '8px', margin: '0px 0px 24px', padding: '16px' } }),
  );

  return doc.render(rows);
}
