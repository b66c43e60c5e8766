import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChrome } from '../../header/__testUtils__/renderChrome';
import { MegaMenu } from '../MegaMenu';
import { vesMenuAnswer } from '../__testUtils__/menuFixture';

const resolvers = { getVesMenu: vesMenuAnswer };

const topItem = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('MegaMenu', () => {
  it('asks for the top-menu by alias and shows the top-level entries without their submenus', async () => {
    const { sent } = await renderChrome(<MegaMenu />, { resolvers });
    expect(sent.find((operation) => operation.operationName === 'getVesMenu')?.variables).toEqual({ alias: 'top-menu' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Skincare' })).toHaveAttribute('href', '/skincare.html');
    expect(within(nav).getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
    expect(screen.queryByRole('link', { name: 'Serums' })).not.toBeInTheDocument();
  });

  it('opens level 2 and 3 on mouse-enter and closes on mouse-leave', async () => {
    await renderChrome(<MegaMenu />, { resolvers });
    fireEvent.mouseEnter(topItem('Skincare'));
    expect(screen.getByRole('link', { name: 'Face' })).toHaveAttribute('href', '/skincare/face.html');
    expect(screen.getByRole('link', { name: 'Serums' })).toHaveAttribute('href', '/skincare/face/serums.html');
    fireEvent.mouseLeave(topItem('Skincare'));
    expect(screen.queryByRole('link', { name: 'Face' })).not.toBeInTheDocument();
  });

  it('closes on a click, navigates and promises a category page to MagentoRoute', async () => {
    const { store, currentLocation } = await renderChrome(<MegaMenu />, { resolvers });
    fireEvent.mouseEnter(topItem('Skincare'));
    await userEvent.click(screen.getByRole('link', { name: 'Serums' }));
    expect(currentLocation().pathname).toBe('/skincare/face/serums.html');
    expect(store.getState().app.nextRootComponent).toBe('CATEGORY');
    expect(screen.queryByRole('link', { name: 'Face' })).not.toBeInTheDocument();
  });

  it('does not promise a category for a custom link', async () => {
    const { store, currentLocation } = await renderChrome(<MegaMenu />, { resolvers });
    await userEvent.click(screen.getByRole('link', { name: 'Brands' }));
    expect(currentLocation().pathname).toBe('/brands');
    expect(store.getState().app.nextRootComponent).toBeNull();
  });

  it('does not open on focus: Tab walks the top row past closed panels', async () => {
    await renderChrome(<MegaMenu />, { resolvers });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skincare' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Face' })).not.toBeInTheDocument();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Skincare submenu' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(screen.queryByRole('link', { name: 'Face' })).not.toBeInTheDocument();
  });

  it.each([['{Enter}'], [' ']])('opens with %s on the chevron button and closes on Escape, focus back on the top-level link', async (key) => {
    await renderChrome(<MegaMenu />, { resolvers });
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard(key);
    expect(screen.getByRole('button', { name: 'Skincare submenu' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Face' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Face' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skincare' })).toHaveFocus();
  });

  it('opens with ArrowDown on the top-level link and moves the focus to the first submenu link', async () => {
    await renderChrome(<MegaMenu />, { resolvers });
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Face' })).toHaveFocus();
  });

  it('marks the entry of the current page', async () => {
    await renderChrome(<MegaMenu />, { resolvers, path: '/brands' });
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Skincare' })).not.toHaveAttribute('aria-current');
  });

  it('is not loaded on /checkout', async () => {
    const { sentNames } = await renderChrome(<MegaMenu />, { resolvers, path: '/checkout' });
    await act(async () => undefined);
    expect(sentNames()).not.toContain('getVesMenu');
    expect(screen.queryByRole('link', { name: 'Skincare' })).not.toBeInTheDocument();
  });
});

describe('MegaMenu in a row too narrow for every entry', () => {
  // jsdom lays nothing out: each entry is 120 px wide, "More" 60 and the row 200, so only Skincare fits beside More.
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { width: this.hasAttribute('data-menu-entry') ? 120 : 60 } as DOMRect;
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? 200 : 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the entries that do not fit under "More", each reachable', async () => {
    const { currentLocation } = await renderChrome(<MegaMenu />, { resolvers });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Skincare' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Brands' })).not.toBeInTheDocument();
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(screen.getByTestId('mega-menu-submenu')).getByRole('link', { name: 'Brands' }));
    expect(currentLocation().pathname).toBe('/brands');
  });
});
