import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { RichContent } from '../../../RichContent';
import { VIDEO_ERROR_EVENT, type VideoErrorDetail } from '../videoErrors';
import { iframe, video23, video24, videoFile } from '../__testUtils__/fixtures';

const renderContent = (html: string) => renderApp('/start', { ui: <RichContent html={html} /> });

/** The `pagebuilder:video-error` events dispatched while the test runs. */
function listenForErrors() {
  const details: VideoErrorDetail[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<VideoErrorDetail>).detail);
  window.addEventListener(VIDEO_ERROR_EVENT, listener);
  return { details, stop: () => window.removeEventListener(VIDEO_ERROR_EVENT, listener) };
}

let errors: ReturnType<typeof listenForErrors>;
beforeEach(() => {
  errors = listenForErrors();
});
afterEach(() => errors.stop());

it('plays a YouTube video in a titled, lazily loading iframe built from the stored id', async () => {
  const { container } = await renderContent(video24(iframe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;list=evil')));
  const player = await screen.findByTitle('YouTube video');
  expect(player.tagName).toBe('IFRAME');
  expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  expect(player).toHaveAttribute('loading', 'lazy');
  expect(player.getAttribute('allow')).toContain('fullscreen');
  // The stored box styles: the alignment on main, the width on inner, the border on wrapper.
  expect(container.querySelector('[data-pb-style="V1"]')).toHaveStyle({ textAlign: 'center' });
  expect(container.querySelector('[data-pb-style="V2"]')).toHaveStyle({ maxWidth: '640px' });
  expect(container.querySelector('[data-pb-style="V3"]')).toHaveStyle({ borderStyle: 'solid', borderWidth: '2px' });
  expect(errors.details).toEqual([]);
});

it('autoplays YouTube and Vimeo muted where the merchant set autoplay', async () => {
  await renderContent(video24(iframe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1')) + video23(iframe('https://player.vimeo.com/video/76979871?title=0&amp;byline=0&amp;portrait=0&amp;autoplay=1')));
  expect(await screen.findByTitle('YouTube video')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&playsinline=1');
  expect(await screen.findByTitle('Vimeo video')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?title=0&byline=0&portrait=0&autoplay=1&muted=1');
});

it('plays an mp4 file in a video element, autoplaying muted and inline where set', async () => {
  const { container } = await renderContent(video24(videoFile('/media/wysiwyg/promo.mp4', ' autoplay="true" muted=""')));
  const player = await waitFor(() => {
    const element = container.querySelector('video');
    expect(element).not.toBeNull();
    return element;
  });
  expect(player).toHaveAttribute('src', `${window.location.origin}/media/wysiwyg/promo.mp4`);
  expect(player).toHaveAttribute('controls');
  expect(player).toHaveAttribute('playsinline');
  expect(player).toHaveAttribute('autoplay');
  expect(player!.muted).toBe(true);
});

it.each([
  ['a javascript: src', 'javascript:alert(document.domain)'],
  ['an unknown host', 'https://evil.example/embed/dQw4w9WgXcQ'],
])('shows a message instead of a player for %s and reports it as an event', async (_case, src) => {
  const { container } = await renderContent(video24(iframe(src)));
  expect(await screen.findByText('This video cannot be played.')).toBeInTheDocument();
  expect(container.querySelector('iframe, video')).toBeNull();
  expect(errors.details).toEqual([{ src, reason: 'unsupported' }]);
});

it('shows the message and reports the error when the browser cannot play a file', async () => {
  const { container } = await renderContent(video24(videoFile('https://cdn.example.com/missing.webm')));
  const player = await waitFor(() => {
    const element = container.querySelector('video');
    expect(element).not.toBeNull();
    return element;
  });
  fireEvent.error(player!);
  expect(await screen.findByText('This video cannot be played.')).toBeInTheDocument();
  expect(container.querySelector('video')).toBeNull();
  expect(errors.details).toEqual([{ src: 'https://cdn.example.com/missing.webm', reason: 'playback' }]);
});

it('renders nothing for a video without a src', async () => {
  const { container } = await renderContent(video24(iframe('')) + video23(iframe('https://youtu.be/dQw4w9WgXcQ')));
  // The second video shows once the type's code is in: the first, with no src, shows nothing.
  await screen.findByTitle('YouTube video');
  expect(container.querySelectorAll('iframe, video')).toHaveLength(1);
  expect(screen.queryByText('This video cannot be played.')).toBeNull();
  expect(errors.details).toEqual([]);
});

describe('far from the viewport', () => {
  let observers: Array<{ callback: IntersectionObserverCallback; target: Element | null }> = [];
  beforeEach(() => {
    observers = [];
    class FakeObserver {
      entry: { callback: IntersectionObserverCallback; target: Element | null };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('reserves the 16:9 box and loads the player only as the box comes near', async () => {
    const { container } = await renderContent(video24(iframe('https://youtu.be/dQw4w9WgXcQ')));
    await act(async () => undefined);
    expect(container.querySelector('iframe')).toBeNull();
    const watched = observers.find((observer) => observer.target);
    expect(watched?.target).toHaveClass('frame');
    await act(async () => watched!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByTitle('YouTube video')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  });
});
