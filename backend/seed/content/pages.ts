import type { Db } from '../../types';
import { insertRows } from '../catalog/sqlInsert';
import { buildHomePage } from './homePage';
import { buildLandingPage, LANDING_PAGE, LANDING_PAGE_IDENTIFIER } from './landingPage';
import { PageBuilderDocument, text } from './pageBuilder';

export const SEED_TIME = '2026-01-05 08:00:00';

interface PageSeed {
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  page_layout: string;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
}

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${text(line)}</p>`).join('');

function aboutUs(): string {
  const doc = new PageBuilderDocument('AB');
  return doc.render([
    doc.row([
      doc.heading(2, 'Sehat dan cantik, dari satu tempat'),
      doc.text(
        paragraphs(
          'Jingga Health & Beauty started in 2012 as a single neighbourhood pharmacy in Jakarta. Today we serve customers across Indonesia online and in our stores, with licensed pharmacists on duty every day.',
          'We sell only original products, sourced directly from brands and official distributors, and keep medicines in temperature-controlled storage from warehouse to your door.',
        ),
      ),
      doc.columns(
        [
          ['Original products', 'Every product comes from the brand or an official distributor, with a registration number from BPOM.'],
          ['Pharmacists on duty', 'Ask our pharmacists about medicines, supplements and skincare, free of charge.'],
          ['Delivered nationwide', 'Same-day delivery in big cities and shipping to all 38 provinces.'],
        ].map(([title, body]) => ({ width: '33.3333%', children: [doc.heading(3, title), doc.text(paragraphs(body))] })),
      ),
      doc.divider(),
      doc.buttons([
        { label: 'Find a store', href: '{{store url=store-locator}}' },
        { label: 'Contact us', href: '{{store url=contact}}', kind: 'secondary' },
      ]),
    ]),
  ]);
}

function privacyPolicy(): string {
  const doc = new PageBuilderDocument('PP');
  const sections: Array<[string, string]> = [
    ['What we collect', 'Your name, contact details, addresses and order history, and for prescription products the information your pharmacist needs.'],
    ['How we use it', 'To process and deliver orders, provide pharmacist consultations, prevent fraud and, if you agree, send you offers.'],
    ['Cookies', 'We use cookies to keep you signed in, remember your cart and measure how the shop is used. You can block cookies in your browser, but the cart and checkout then stop working.'],
    ['Your rights', 'You may ask to see, correct or delete your personal data at any time by writing to privacy@jingga.example.'],
  ];
  return doc.render([doc.row(sections.flatMap(([title, body]) => [doc.heading(3, title), doc.text(paragraphs(body))]))]);
}

function faq(): string {
  const doc = new PageBuilderDocument('FQ');
  const topics: Array<[string, Array<[string, string]>]> = [
    ['Orders', [
      ['How do I track my order?', 'Sign in and open Order History, or use Track Order with your order number and email.'],
      ['Can I cancel an order?', 'Orders can be canceled while they are Pending. Contact customer service for orders already processing.'],
    ]],
    ['Shipping', [
      ['How much is shipping?', 'Shipping is free above Rp150.000; below that it starts at Rp10.000 depending on your city.'],
      ['Can I pick up in a store?', 'Yes: choose Store Pickup at checkout and collect your order at a Jingga store, usually within 2 hours.'],
    ]],
    ['Payment', [
      ['Which payment methods can I use?', 'Bank transfer (BCA, Mandiri, BNI, BRI), credit cards, e-wallets and cash on delivery in selected cities.'],
      ['How do reward points work?', 'You earn 1 point for every Rp1.000 spent. Each point is worth Rp10 at checkout.'],
    ]],
    ['Medicines', [
      ['Do you sell prescription medicines?', 'Yes. Upload your prescription at checkout and our pharmacist will verify it before shipping.'],
      ['Can I ask a pharmacist?', 'Tap the chat button on any page to talk to a pharmacist, daily from 08:00 to 22:00.'],
    ]],
  ];
  return doc.render([
    doc.row([
      doc.text(paragraphs('Answers to the questions our customers ask most. Cannot find yours? Contact our customer service.')),
      doc.tabs(topics.map(([name, items]) => ({ name, children: [doc.text(items.map(([q, a]) => `<h4>${text(q)}</h4><p>${text(a)}</p>`).join(''))] }))),
    ]),
  ]);
}

function noRoute(): string {
  const doc = new PageBuilderDocument('NR');
  return doc.render([
    doc.row([
      doc.heading(2, 'Ooops! Halaman tidak ditemukan'),
      doc.text(paragraphs('Maaf, halaman yang anda cari tidak di temukan.', 'Try the search bar, or go back to the home page.')),
      doc.buttons([{ label: 'Back to Homepage', href: '{{store url=}}' }]),
    ]),
  ]);
}

function customerService(): string {
  const doc = new PageBuilderDocument('CS');
  return doc.render([
    doc.row([
      doc.columns([
        { width: '50%', children: [doc.heading(3, 'Call or chat'), doc.text(paragraphs('Phone: 1500-123 (daily 08:00-22:00)', 'WhatsApp: +62 812 3456 7890', 'Email: cs@jingga.example'))] },
        { width: '50%', children: [doc.heading(3, 'Returns'), doc.text(paragraphs('Unopened products can be returned within 7 days of delivery. Medicines cannot be returned once they leave the pharmacy.'))] },
      ]),
      doc.buttons([
        { label: 'FAQ', href: '{{store url=faq}}' },
        { label: 'Contact form', href: '{{store url=contact}}', kind: 'secondary' },
      ]),
    ]),
  ]);
}

const page = (identifier: string, title: string, content: string, extra: Partial<PageSeed> = {}): PageSeed => ({
  identifier,
  title,
  content_heading: title,
  content,
  page_layout: '1column',
  meta_title: title,
  meta_keywords: null,
  meta_description: null,
  ...extra,
});

/** The CMS pages, each reachable by a url_rewrites row at its identifier (the home page's is "home"). */
export async function seedCmsPages(db: Db, mediaDir: string): Promise<void> {
  const pages: PageSeed[] = [
    page('home', 'Home Page', await buildHomePage(db, mediaDir), {
      content_heading: null,
      meta_title: 'Apotek & Beauty Store Online',
      meta_keywords: 'apotek online, skincare, vitamin, makeup',
      meta_description: 'Belanja skincare, makeup, vitamin dan obat original dengan gratis ongkir dan konsultasi apoteker.',
    }),
    page('about-us', 'About Us', aboutUs(), { meta_description: 'Who we are: the story of Jingga Health & Beauty.' }),
    page('privacy-policy-cookie-restriction-mode', 'Privacy and Cookie Policy', privacyPolicy()),
    page('faq', 'Frequently Asked Questions', faq(), { meta_keywords: 'faq, help, shipping, payment' }),
    page('no-route', '404 Not Found', noRoute(), { content_heading: 'Whoops, our bad...' }),
    page('customer-service', 'Customer Service', customerService()),
    page('enable-cookies', 'Enable Cookies', `<p>${text('Please enable cookies in your browser to use the cart and checkout.')}</p>`),
    page(LANDING_PAGE_IDENTIFIER, LANDING_PAGE.title, await buildLandingPage(db, mediaDir), LANDING_PAGE),
  ];
  db.transaction(() => {
    insertRows(db, 'cms_pages', pages.map((seed, index) => ({ page_id: index + 1, store_id: 0, ...seed, is_active: 1, created_at: SEED_TIME, updated_at: SEED_TIME })));
    const rewrites = pages.map((seed, index) => ({
      store_id: 1,
      request_path: seed.identifier,
      target_path: `cms/page/view/page_id/${index + 1}`,
      redirect_type: 0,
      entity_type: 'cms-page',
      entity_id: index + 1,
    }));
    insertRows(db, 'url_rewrites', rewrites);
  })();
}
