import { urlKeyFromPath } from '../urlKey';

describe('urlKeyFromPath', () => {
  it('takes the last segment without the product URL suffix', () => {
    expect(urlKeyFromPath('/nalu-serum-30-ml.html', '.html')).toBe('nalu-serum-30-ml');
    expect(urlKeyFromPath('/skincare/nalu-serum-30-ml.html', '.html')).toBe('nalu-serum-30-ml');
  });

  it('keeps the segment whole when the store has no suffix', () => {
    expect(urlKeyFromPath('/nalu-serum-30-ml', '')).toBe('nalu-serum-30-ml');
    expect(urlKeyFromPath('/nalu-serum-30-ml/', null)).toBe('nalu-serum-30-ml');
  });
});
