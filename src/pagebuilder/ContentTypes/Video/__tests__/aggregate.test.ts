import { parseStorageHtml } from '../../../parse/parseStorageHtml';
import { aggregateVideo } from '../aggregate';
import { iframe, video23, video24, videoFile } from '../__testUtils__/fixtures';

const aggregate = (html: string) => aggregateVideo(parseStorageHtml(html).nodes[0]);

describe('aggregateVideo', () => {
  it('reads the 2.4 form: the source, the alignment, the inner width and the wrapper border', () => {
    const props = aggregate(video24(iframe('https://www.youtube.com/embed/dQw4w9WgXcQ')));
    expect(props).toMatchObject({
      src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      source: { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      autoplay: false,
      styleId: 'V1',
      style: { textAlign: 'center', margin: '0 0 16px' },
      inner: { styleId: 'V2', style: { maxWidth: '640px' } },
      wrapper: { styleId: 'V3', style: { borderStyle: 'solid', borderColor: '#f26c1d', borderWidth: '2px', borderRadius: '8px', padding: '4px' } },
    });
  });

  it('reads the 2.3 inline form', () => {
    const props = aggregate(video23(iframe('https://player.vimeo.com/video/76979871?title=0&byline=0&portrait=0&autoplay=1')));
    expect(props).toMatchObject({
      source: { provider: 'vimeo', id: '76979871' },
      autoplay: true,
      style: { textAlign: 'right' },
      inner: { style: { maxWidth: '480px' } },
      wrapper: { style: { borderStyle: 'dotted', borderWidth: '1px' } },
    });
  });

  it('reads autoplay from the stored URL parameters or from the video element’s attributes', () => {
    expect(aggregate(video24(iframe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&amp;mute=1'))).autoplay).toBe(true);
    expect(aggregate(video24(iframe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0'))).autoplay).toBe(false);
    expect(aggregate(video24(videoFile('/media/promo.mp4', ' autoplay="true" muted=""'))).autoplay).toBe(true);
    expect(aggregate(video24(videoFile('/media/promo.mp4', ' autoplay=""'))).autoplay).toBe(true);
    expect(aggregate(video24(videoFile('/media/promo.mp4'))).autoplay).toBe(false);
  });

  it('keeps an unsupported src without a source, and has no src when none is stored', () => {
    expect(aggregate(video24(iframe('javascript:alert(1)')))).toMatchObject({ src: 'javascript:alert(1)', source: null });
    expect(aggregate(video24(iframe('')))).toMatchObject({ src: null, source: null, autoplay: false });
    expect(aggregate(video24(''))).toMatchObject({ src: null, source: null });
  });

  it('reads display: none as hidden', () => {
    const hidden = '<div data-content-type="video" data-appearance="default" data-element="main" style="display: none;"><div data-element="inner"><div data-element="wrapper"><div><iframe src="https://youtu.be/dQw4w9WgXcQ" data-element="video"></iframe></div></div></div></div>';
    expect(aggregate(hidden).isHidden).toBe(true);
  });
});
