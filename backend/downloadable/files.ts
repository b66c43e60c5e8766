import { textPdf } from './pdf';

/**
 * The files the shop's downloadable links and samples deliver, by the key downloadable_links.file_key
 * and downloadable_samples.file_key hold. A key names one of these, never a path: a link can only
 * ever send what is listed here.
 */
export interface DownloadableFile {
  fileName: string;
  contentType: string;
  body(): Buffer;
}

const SKIN_HABITS = [
  '1. Cleanse twice a day with a gentle, low-pH cleanser; never sleep in makeup.',
  '2. Wear SPF 30+ every morning, also on cloudy days; reapply every two hours outdoors.',
  '3. Moisturise while the skin is still damp, even oily skin in humid weather.',
  '4. Add one active at a time (vitamin C, niacinamide, retinol) and patch-test it first.',
  '5. Drink water through the day and keep sugary drinks for special occasions.',
  '6. Sleep seven to eight hours; change the pillowcase every week.',
  '7. Do not pick or squeeze spots: it leaves marks that take months to fade.',
  '8. See a dermatologist for acne that hurts, scars or lasts more than three months.',
];

const INTRO = ['Healthy Skin Habits - a short guide from Jingga Health & Beauty.', 'Tips for a tropical climate, from the morning routine to the night.', ''];

const FILES: Record<string, DownloadableFile> = {
  'healthy-skin-habits.pdf': {
    fileName: 'healthy-skin-habits.pdf',
    contentType: 'application/pdf',
    body: () => textPdf('Healthy Skin Habits', [...INTRO, ...SKIN_HABITS]),
  },
  'healthy-skin-habits.txt': {
    fileName: 'healthy-skin-habits.txt',
    contentType: 'text/plain; charset=utf-8',
    body: () => Buffer.from(['HEALTHY SKIN HABITS', '', ...INTRO, ...SKIN_HABITS, ''].join('\n'), 'utf8'),
  },
  'healthy-skin-habits-sample.pdf': {
    fileName: 'healthy-skin-habits-sample.pdf',
    contentType: 'application/pdf',
    body: () => textPdf('Healthy Skin Habits - free sample', [...INTRO, ...SKIN_HABITS.slice(0, 2), '', 'The full e-book has eight habits.']),
  },
};

/** The file a key names, or null for a key the shop does not have. */
export function downloadableFile(key: string): DownloadableFile | null {
  return Object.hasOwn(FILES, key) ? FILES[key] : null;
}

export const DOWNLOADABLE_FILE_KEYS = Object.keys(FILES);
