import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { stubViewportWidth } from '../../media/matchMediaStub';
import { BOTTOM_OVERLAYS, shownBottomOverlay, useBottomOverlay, type BottomOverlay } from '../bottomOverlays';

describe('shownBottomOverlay', () => {
  it('shows the most important of those that want the bottom edge', () => {
    expect(shownBottomOverlay(['installPrompt', 'buyBar', 'filter'])).toBe('buyBar');
    expect(shownBottomOverlay(['installPrompt', 'buyBar', 'toasts'])).toBe('toasts');
    expect(shownBottomOverlay(['floatingBanner', 'toasts', 'installPrompt'])).toBe('toasts');
    expect(shownBottomOverlay(['floatingBanner', 'installPrompt'])).toBe('installPrompt');
    expect(shownBottomOverlay(['filter', 'productAdded'])).toBe('productAdded');
    expect(shownBottomOverlay([])).toBeNull();
  });

  it('ranks the answers to a tap (product added, toasts), then the buy bar, Filter and the install prompt', () => {
    const rank = (overlay: BottomOverlay) => BOTTOM_OVERLAYS.indexOf(overlay);
    expect(rank('productAdded')).toBeLessThan(rank('toasts'));
    expect(rank('toasts')).toBeLessThan(rank('buyBar'));
    expect(rank('buyBar')).toBeLessThan(rank('filter'));
    expect(rank('filter')).toBeLessThan(rank('installPrompt'));
    expect(rank('installPrompt')).toBeLessThan(rank('floatingBanner'));
  });
});

/** An overlay that wants the bottom while its box is ticked, and says whether it shows. */
function Overlay({ kind, initially = true }: { kind: BottomOverlay; initially?: boolean }) {
  const [wants, setWants] = useState(initially);
  const shown = useBottomOverlay(kind, wants);
  return (
    <label>
      <input type="checkbox" checked={wants} onChange={() => setWants(!wants)} />
      {kind}: {shown ? 'shown' : 'waiting'}
    </label>
  );
}

const state = (kind: BottomOverlay) => screen.getByText(new RegExp(`^${kind}:`)).textContent?.split(': ')[1];

describe('useBottomOverlay', () => {
  afterEach(() => {
    delete document.documentElement.dataset.bottomOverlay;
  });

  it('on a phone shows one overlay at a time, and the next when it goes', () => {
    stubViewportWidth(390);
    render(
      <>
        <Overlay kind="floatingBanner" />
        <Overlay kind="toasts" />
        <Overlay kind="installPrompt" />
      </>,
    );
    expect([state('toasts'), state('installPrompt'), state('floatingBanner')]).toEqual(['shown', 'waiting', 'waiting']);
    // CSS of overlays without a talon (the buy bar) reads the one shown from <html>.
    expect(document.documentElement.dataset.bottomOverlay).toBe('toasts');

    act(() => screen.getByRole('checkbox', { name: /^toasts/ }).click());
    expect([state('toasts'), state('installPrompt'), state('floatingBanner')]).toEqual(['waiting', 'shown', 'waiting']);
    act(() => screen.getByRole('checkbox', { name: /^installPrompt/ }).click());
    expect(state('floatingBanner')).toBe('shown');
    act(() => screen.getByRole('checkbox', { name: /^floatingBanner/ }).click());
    expect(document.documentElement.dataset.bottomOverlay).toBeUndefined();
  });

  it('gives the bottom back when a more important overlay leaves the page', () => {
    stubViewportWidth(390);
    const view = render(<Overlay kind="buyBar" />);
    const lesser = render(<Overlay kind="filter" />);
    expect(state('filter')).toBe('waiting');
    view.unmount();
    expect(state('filter')).toBe('shown');
    lesser.unmount();
  });

  it('on a wider screen shows every overlay that wants to (they do not share an edge there)', () => {
    stubViewportWidth(1280);
    render(
      <>
        <Overlay kind="toasts" />
        <Overlay kind="floatingBanner" />
        <Overlay kind="filter" initially={false} />
      </>,
    );
    expect([state('toasts'), state('floatingBanner'), state('filter')]).toEqual(['shown', 'shown', 'waiting']);
    expect(document.documentElement.dataset.bottomOverlay).toBeUndefined();
  });
});
