import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { backgroundImages, inForm } from '../../../__testUtils__/storageForms';
import { RichContent } from '../../../RichContent';

const ORIGIN = window.location.origin;
const slide = (name: string) =>
  `<div data-content-type="slide" data-slide-name="${name}" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main"><a href="${ORIGIN}/${name.toLowerCase()}.html" data-element="link"><div class="pagebuilder-slide-wrapper" ${backgroundImages({ desktop_image: `${ORIGIN}/media/${name}-d.jpg`, mobile_image: `${ORIGIN}/media/${name}-m.jpg` })} data-element="wrapper" pb="background-size:cover;background-repeat:no-repeat;min-height:300px"><div class="pagebuilder-overlay" data-overlay-color="" data-element="overlay" pb="min-height:300px"><div class="pagebuilder-poster-content"><div data-element="content"><h2>${name} sale</h2></div></div></div></div></a></div>`;
const slider = (autoplay: boolean) =>
  inForm(
    `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="${autoplay}" data-autoplay-speed="3000" data-fade="true" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" pb="min-height:300px">${slide('One')}${slide('Two')}${slide('Three')}</div>`,
    '2.4',
  );

const shown = () => screen.getAllByRole('group').find((group) => !group.hasAttribute('inert'));

beforeEach(() => stubViewportWidth(1280));

describe('slider', () => {
  it('shows the first slide with its picture loading first; arrows and dots move between slides, around the ends', async () => {
    await renderApp('/start', { ui: <RichContent html={slider(false)} priority /> });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    const groups = within(region).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['One', 'Two', 'Three']);
    expect(shown()).toBe(groups[0]);
    const first = groups[0].querySelector('img') as HTMLImageElement;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(groups[1].querySelector('img')).toHaveAttribute('loading', 'lazy');

    await userEvent.click(screen.getByRole('button', { name: 'Next: Promotions' }));
    expect(shown()).toBe(groups[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to 3 of 3' }));
    expect(shown()).toBe(groups[2]);
    expect(screen.getByRole('button', { name: 'Go to 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Promotions' }));
    expect(shown()).toBe(groups[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Previous: Promotions' }));
    expect(shown()).toBe(groups[2]);
  });

  it('loads no slide picture first when the slider is not in the page’s first block (a footer block, say)', async () => {
    await renderApp('/start', { ui: <RichContent html={slider(false)} /> });
    const groups = await screen.findAllByRole('group');
    expect(groups[0].querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(groups[0].querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it('advances by itself at the stored speed until the shopper pauses it', async () => {
    jest.useFakeTimers();
    try {
      await renderApp('/start', { ui: <RichContent html={slider(true)} /> });
      await screen.findByRole('region', { name: 'Promotions' });
      const groups = screen.getAllByRole('group');
      expect(shown()).toBe(groups[0]);
      await act(async () => jest.advanceTimersByTime(3000));
      expect(shown()).toBe(groups[1]);
      await act(async () => screen.getByRole('button', { name: 'Pause Promotions' }).click());
      await act(async () => jest.advanceTimersByTime(9000));
      expect(shown()).toBe(groups[1]);
      expect(screen.getByRole('button', { name: 'Play Promotions' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
