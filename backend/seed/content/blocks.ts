import type { Db } from '../../types';
import { insertRows } from '../catalog/sqlInsert';
import { menuCategories, topCategories, urlSuffix } from './catalogLookup';
import { renderSvg } from './images';
import { PageBuilderDocument, text } from './pageBuilder';
import { RAF_PROGRAMME_BLOCK, RAF_PROGRAMME_CONTENT } from './referralProgramme';
import { SEED_TIME } from './pages';

/** The pharmacist chat: a WhatsApp link with the consultation text prefilled. */
export const CONSULTATION_CHAT_URL = `https://wa.me/6281234567890?text=${encodeURIComponent('Halo Apoteker Jingga, saya ingin berkonsultasi tentang kesehatan saya.')}`;

// Drawn at 3x the 90x130 it is shown at, so dense screens get a sharp picture through the resizer.
const PHARMACIST_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="270" height="390" viewBox="0 0 90 130">
<rect width="90" height="130" rx="12" fill="#fff4ec"/>
<circle cx="45" cy="40" r="20" fill="#f5c6a5"/><path d="M25 36a20 20 0 0 1 40 0c-4-8-12-11-20-11s-16 3-20 11z" fill="#3b2a20"/>
<path d="M12 130v-30a33 22 0 0 1 66 0v30z" fill="#ffffff" stroke="#f26c1d" stroke-width="2"/>
<path d="M45 78v30M38 96h14" stroke="#f26c1d" stroke-width="4" stroke-linecap="round"/>
<rect x="18" y="112" width="54" height="14" rx="7" fill="#f26c1d"/><text x="45" y="122" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="8" font-weight="700" fill="#fff" text-anchor="middle">APOTEKER</text>
</svg>`;

const linkList = (links: Array<[string, string]>) =>
  `<ul class="footer-links">${links.map(([label, href]) => `<li><a href="${href}">${text(label)}</a></li>`).join('')}</ul>`;

function footerLinks(db: Db): string {
  const suffix = urlSuffix(db, 'category');
  const categories = topCategories(menuCategories(db)).slice(0, 6).map((category): [string, string] => [category.name, `{{store url=${category.url_path}${suffix}}}`]);
  const doc = new PageBuilderDocument('FL');
  const group = (title: string, links: Array<[string, string]>) => ({ width: '33.3333%', children: [doc.heading(2, title), doc.text(linkList(links))] });
  return doc.render([
    doc.row([
      doc.columns([
        group('About Jingga', [
          ['About Us', '{{store url=about-us}}'],
          ['Store Locator', '{{store url=store-locator}}'],
          ['Blog', '{{store url=blog}}'],
          ['Brands', '{{store url=brands}}'],
          ['Privacy Policy', '{{store url=privacy-policy-cookie-restriction-mode}}'],
        ]),
        group('Customer Service', [
          ['Customer Service', '{{store url=customer-service}}'],
          ['FAQ', '{{store url=faq}}'],
          ['Contact Us', '{{store url=contact}}'],
          ['Track Order', '{{store url=tracking-order}}'],
          ['Confirm Payment', '{{store url=confirm-payment}}'],
        ]),
        group('Shop by Category', categories),
      ]),
    ]),
  ]);
}

function floatingBanner(imagePath: string): string {
  const doc = new PageBuilderDocument('FB');
  return doc.render([
    doc.row([
      doc.image({ desktop: `{{media url=${imagePath}}}`, alt: 'Konsultasi dengan Apoteker', href: CONSULTATION_CHAT_URL }),
      doc.text(`<p><strong>Tanya Apoteker</strong></p><p>Konsultasi gratis setiap hari 08.00-22.00</p><p><a href="${CONSULTATION_CHAT_URL}" target="_blank" rel="noopener">Chat sekarang</a></p>`),
    ]),
  ]);
}

function homeUsp(): string {
  const doc = new PageBuilderDocument('US');
  const usps: Array<[string, string]> = [
    ['100% Original', 'Resmi dari brand dan distributor'],
    ['Gratis Ongkir', 'Min. belanja Rp150.000'],
    ['Konsultasi Apoteker', 'Gratis, setiap hari'],
    ['Ambil di Toko', 'Siap dalam 2 jam'],
  ];
  return doc.render([doc.row([doc.columns(usps.map(([title, body]) => ({ width: '25%', children: [doc.text(`<p><strong>${text(title)}</strong><br>${text(body)}</p>`, { 'text-align': 'center' })] })))])]);
}

const FOOTER_LEGAL = `<div class="footer-legal"><p>PT Jingga Sehat Indonesia &middot; Izin PSEF No. FP.00.04/1/123/2024 &middot; Apoteker penanggung jawab: apt. Sari Wulandari, S.Farm. (SIPA 503/123/DPMPTSP/2024)</p><p><a href="{{store url=privacy-policy-cookie-restriction-mode}}">Privacy Policy</a> | <a href="{{store url=faq}}">Terms &amp; FAQ</a></p></div>`;

const FOOTER_SOCIAL = `<ul class="footer-social">${[
  ['instagram', 'https://www.instagram.com/jingga.health'],
  ['facebook', 'https://www.facebook.com/jingga.health'],
  ['twitter', 'https://twitter.com/jingga_health'],
  ['youtube', 'https://www.youtube.com/@jinggahealth'],
  ['tiktok', 'https://www.tiktok.com/@jingga.health'],
]
  .map(([name, href]) => `<li><a href="${href}" target="_blank" rel="noopener" aria-label="${name}" class="social-${name}">${name}</a></li>`)
  .join('')}</ul>`;

const FOOTER_PAYMENT = `<ul class="footer-payment">${['Visa', 'Mastercard', 'BCA', 'Mandiri', 'BNI', 'BRI', 'GoPay', 'OVO']
  .map((name) => `<li class="payment-${name.toLowerCase()}">${name}</li>`)
  .join('')}</ul>`;

/** The shop's contact details, shown beside the contact form (plain HTML: the page needs no Page Builder code for it). */
const CONTACT_US_INFO = `<h2>Customer care</h2><p>Our customer service team and pharmacists answer every day.</p><ul class="contact-info">${[
  ['Phone', '<a href="tel:1500123">1500-123</a>'],
  ['Email', '<a href="mailto:cs@jingga.example">cs@jingga.example</a>'],
  ['WhatsApp', '<a href="https://wa.me/6281234567890" target="_blank" rel="noopener">+62 812 3456 7890</a>'],
  ['Hours', 'Daily, 08:00-22:00 WIB'],
  ['Office', 'PT Jingga Sehat Indonesia, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190'],
]
  .map(([label, value]) => `<li><strong>${label}:</strong> ${value}</li>`)
  .join('')}</ul>`;

/** CMS blocks of the footer, the floating consultation banner and the home page. */
export async function seedCmsBlocks(db: Db, mediaDir: string): Promise<void> {
  const pharmacist = await renderSvg(mediaDir, 'wysiwyg/floating/pharmacist.png', PHARMACIST_SVG);
  const blocks: Array<[identifier: string, title: string, content: string]> = [
    ['footer_links_block', 'Footer Links', footerLinks(db)],
    ['floating_banner', 'Floating Pharmacist Consultation', floatingBanner(pharmacist)],
    ['footer_legal', 'Footer Legal', FOOTER_LEGAL],
    ['home_usp', 'Home USP', homeUsp()],
    ['footer_social', 'Footer Social Links', FOOTER_SOCIAL],
    ['footer_payment', 'Footer Payment Methods', FOOTER_PAYMENT],
    ['contact-us-info', 'Contact Us Info', CONTACT_US_INFO],
    [RAF_PROGRAMME_BLOCK, 'Refer a Friend Programme', RAF_PROGRAMME_CONTENT],
  ];
  db.transaction(() => {
    insertRows(
      db,
      'cms_blocks',
      blocks.map(([identifier, title, content], index) => ({ block_id: index + 1, store_id: 0, identifier, title, content, is_active: 1, created_at: SEED_TIME, updated_at: SEED_TIME })),
    );
  })();
}
