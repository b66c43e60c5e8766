import { embedUrl, readVideoSource } from '../videoSource';

const ORIGIN = 'https://shop.test';
const read = (src: string) => readVideoSource(src, ORIGIN);

describe('readVideoSource', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    '//www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ])('reads the YouTube video of %s', (src) => {
    expect(read(src)).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', privacy: false });
  });

  it('keeps the privacy-enhanced player of a youtube-nocookie.com src', () => {
    expect(read('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', privacy: true });
  });

  it.each([
    ['https://player.vimeo.com/video/76979871?title=0&byline=0&portrait=0', null],
    ['https://vimeo.com/76979871', null],
    ['https://www.vimeo.com/channels/staffpicks/76979871', null],
    ['https://vimeo.com/76979871/7a3b9c1d2e', '7a3b9c1d2e'],
    ['https://player.vimeo.com/video/76979871?h=7a3b9c1d2e', '7a3b9c1d2e'],
  ])('reads the Vimeo video of %s', (src, hash) => {
    expect(read(src)).toEqual({ provider: 'vimeo', id: '76979871', hash });
  });

  it('reads video files on this shop and on other http(s) hosts', () => {
    expect(read('/media/video/promo.mp4')).toEqual({ provider: 'file', url: 'https://shop.test/media/video/promo.mp4' });
    expect(read('https://cdn.example.com/clips/launch.WEBM?v=2')).toEqual({ provider: 'file', url: 'https://cdn.example.com/clips/launch.WEBM?v=2' });
  });

  it.each([
    'javascript:alert(1)//.mp4',
    'JaVaScRiPt:alert(document.cookie)',
    'data:video/mp4;base64,AAAA',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect?to=evil',
    'https://vimeo.com/about',
    'https://user:pass@shop.test/video.mp4',
    'ftp://shop.test/video.mp4',
    'https://shop.test/video.mov',
    'http://[bad',
    '',
  ])('refuses %s', (src) => {
    expect(read(src)).toBeNull();
  });
});

describe('embedUrl', () => {
  it('builds YouTube embeds, muted when they autoplay', () => {
    expect(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', privacy: false }, false)).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', privacy: false }, true)).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&playsinline=1');
    expect(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', privacy: true }, false)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('builds Vimeo embeds, muted when they autoplay, with an unlisted video’s hash', () => {
    expect(embedUrl({ provider: 'vimeo', id: '76979871', hash: null }, false)).toBe('https://player.vimeo.com/video/76979871?title=0&byline=0&portrait=0');
    expect(embedUrl({ provider: 'vimeo', id: '76979871', hash: 'ab12' }, true)).toBe('https://player.vimeo.com/video/76979871?h=ab12&title=0&byline=0&portrait=0&autoplay=1&muted=1');
  });
});
