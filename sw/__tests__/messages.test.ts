import { parseMessage, PREFETCH_IMAGES, SKIP_WAITING } from '../messages';

const ORIGIN = 'https://shop.example.com';

describe('service worker messages', () => {
  it('recognises SKIP_WAITING', () => {
    expect(parseMessage({ type: SKIP_WAITING }, ORIGIN)).toEqual({ type: SKIP_WAITING });
  });

  it('keeps only same-origin image URLs to prefetch, resolved and without duplicates', () => {
    const message = parseMessage(
      { type: PREFETCH_IMAGES, urls: ['/media/a.jpg', `${ORIGIN}/media/a.jpg`, 'https://evil.example/x.jpg', 42, 'http://[bad'] },
      ORIGIN,
    );
    expect(message).toEqual({ type: PREFETCH_IMAGES, urls: [`${ORIGIN}/media/a.jpg`] });
  });

  it('ignores anything else', () => {
    expect(parseMessage(null, ORIGIN)).toBeNull();
    expect(parseMessage('SKIP_WAITING', ORIGIN)).toBeNull();
    expect(parseMessage({ type: PREFETCH_IMAGES }, ORIGIN)).toBeNull();
    expect(parseMessage({ type: 'OTHER' }, ORIGIN)).toBeNull();
  });
});
