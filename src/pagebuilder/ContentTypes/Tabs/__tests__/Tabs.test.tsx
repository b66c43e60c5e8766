import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { RichContent } from '../../../RichContent';
import { TABS_23, TABS_24, TABS_EDGE } from '../__testUtils__/fixtures';

const renderContent = (html: string) => renderApp('/start', { ui: <RichContent html={html} /> });

/** The panel a tab controls, found through aria-controls as assistive technology does. */
const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement;

it('shows the stored active tab first, with only its panel visible', async () => {
  await renderContent(TABS_24);
  const tablist = await screen.findByRole('tablist');
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Skin care', 'Hair care', 'Vitamins']);
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Hair care');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Shampoo and conditioner');
  expect(screen.getByText('Shampoo and conditioner')).toBeVisible();
  expect(screen.getByText('Serums and sunscreen')).not.toBeVisible();
  expect(screen.getByText('Vitamin C and zinc')).not.toBeVisible();
});

it('ties each tab to its panel and keeps only the active tab in the Tab order', async () => {
  await renderContent(TABS_24);
  const tabs = await screen.findAllByRole('tab');
  for (const tab of tabs) {
    const panel = panelOf(tab);
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
  }
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  expect(screen.getByRole('tabpanel', { name: 'Hair care' })).toBeInTheDocument();
});

it('switches tabs by click', async () => {
  await renderContent(TABS_24);
  await userEvent.click(await screen.findByRole('tab', { name: 'Vitamins' }));
  expect(screen.getByRole('tab', { name: 'Vitamins' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Hair care' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByText('Vitamin C and zinc')).toBeVisible();
  expect(screen.getByText('Shampoo and conditioner')).not.toBeVisible();
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
});

it('moves to and shows the next, previous, first and last tab with the arrow keys, Home and End', async () => {
  const user = userEvent.setup();
  await renderContent(TABS_24);
  const hair = await screen.findByRole('tab', { name: 'Hair care' });
  await user.click(hair);

  await user.keyboard('{ArrowRight}');
  const vitamins = screen.getByRole('tab', { name: 'Vitamins' });
  expect(vitamins).toHaveFocus();
  expect(vitamins).toHaveAttribute('aria-selected', 'true');
  expect(vitamins.tabIndex).toBe(0);
  expect(screen.getByText('Vitamin C and zinc')).toBeVisible();

  await user.keyboard('{ArrowRight}'); // wraps to the first
  expect(screen.getByRole('tab', { name: 'Skin care' })).toHaveFocus();
  expect(screen.getByText('Serums and sunscreen')).toBeVisible();

  await user.keyboard('{ArrowLeft}'); // wraps to the last
  expect(vitamins).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Skin care' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(vitamins).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Serums and sunscreen')).not.toBeVisible();

  // Tab leaves the tab list for the active panel.
  await user.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

it('gives the tabs, the panels box and each tab its stored styles (2.3 inline form)', async () => {
  await renderContent(TABS_23);
  const shipping = await screen.findByRole('tab', { name: 'Shipping' });
  expect(shipping).toHaveAttribute('aria-selected', 'true');
  expect(shipping).toHaveStyle({ borderStyle: 'dashed', borderWidth: '2px' });
  const panel = panelOf(shipping);
  expect(panel.parentElement).toHaveStyle({ minHeight: '180px' });
  expect(within(panel).getByText('Free delivery over Rp 200.000').closest('[style*="padding"]')).toHaveStyle({ padding: '32px' });
  expect(screen.getByText('30-day returns')).not.toBeVisible();
});

it('leaves hidden tab-items out and names unnamed ones', async () => {
  await renderContent(TABS_EDGE);
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['From header', '3']);
  expect(screen.queryByText('Hidden tab')).toBeNull();
  expect(screen.getByText('Named by its header')).toBeVisible();
});

it('renders nothing for tabs without tab-items', async () => {
  const { container } = await renderContent('<div data-content-type="tabs" data-appearance="default" data-active-tab="" data-element="main"><ul role="tablist" data-element="navigation"></ul><div data-element="content"></div></div>');
  expect(container.querySelector('[role="tablist"], [role="tab"]')).toBeNull();
});
