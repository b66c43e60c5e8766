import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../app/__testUtils__/fakeGraphql';
import { cardProduct } from '../../features/catalog/product-card/__testUtils__/cardProduct';
import { stubViewportWidth } from '../../lib/media/matchMediaStub';
import { backgroundImages, inForm } from '../__testUtils__/storageForms';
import { RichContent } from '../RichContent';

const ORIGIN = window.location.origin;
const show = (html: string, resolvers: FakeResolvers = {}) => renderApp('/start', { resolvers, ui: <RichContent html={html} /> });
const row = (inner: string, style = 'padding:4px') => `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner" pb="${style}">${inner}</div></div>`;
const text = (html: string, style = 'text-align:left') => `<div data-content-type="text" data-appearance="default" data-element="main" pb="${style}">${html}</div>`;

beforeEach(() => stubViewportWidth(1280));

describe('RichContent', () => {
  it('renders plain HTML sanitized, its shop links routed inside the app', async () => {
    const { container, currentLocation } = await show(
      `<p>Hello <a href="${ORIGIN}/faq">FAQ</a> <a href="javascript:alert(1)">bad</a></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"><iframe srcdoc="<script>alert(1)</script>"></iframe>`,
    );
    expect(container.querySelector('script, iframe, [onerror], [srcdoc]')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(currentLocation().pathname).toBe('/faq');
  });

  it.each(['2.4', '2.3'] as const)('shows Page Builder content with its stored styles (%s form), hidden elements stay hidden', async (form) => {
    await show(inForm(row(`<h2 data-content-type="heading" data-element="main" pb="text-align:center;color:rgb(242, 108, 29)">Best Sellers</h2>${text('<p>Hidden promo</p>', 'display:none')}${text('<p>Shown</p>')}`), form));
    const heading = screen.getByRole('heading', { level: 2, name: 'Best Sellers' });
    expect(heading).toHaveStyle({ textAlign: 'center', color: 'rgb(242, 108, 29)' });
    expect(screen.getByText('Shown')).toBeVisible();
    expect(screen.queryByText('Hidden promo')).toBeNull();
  });

  it('keeps the editor’s formatting inside rich text, applied through the CSSOM', async () => {
    await show(inForm(row(text('<p>Save <span style="color: rgb(255, 255, 255); font-size: 24px">50%</span></p>')), '2.4'));
    expect(screen.getByText('50%')).toHaveStyle({ color: 'rgb(255, 255, 255)', fontSize: '24px' });
  });

  it('never lets script, event handlers, javascript: links or srcdoc frames through text, html or buttons', async () => {
    const escaped = '&lt;a href="javascript:alert(1)"&gt;html link&lt;/a&gt;&lt;iframe srcdoc="&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;"&gt;&lt;/iframe&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    const { container } = await show(
      inForm(
        row(
          text('<p onclick="alert(1)">text</p><script>alert(1)</script><a href="javascript:alert(1)">text link</a><iframe srcdoc="<script>alert(1)</script>"></iframe>') +
            `<div data-content-type="html" data-element="main" pb="margin:0">${escaped}</div>` +
            `<div data-content-type="buttons" data-appearance="inline" data-element="main"><div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-primary" href="javascript:alert(1)" data-element="link"><span data-element="link_text">Bad button</span></a></div></div>`,
        ),
        '2.4',
      ),
    );
    expect(container.querySelector('script, iframe, [onclick], [srcdoc]')).toBeNull();
    expect([...container.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'))).not.toContainEqual(expect.stringMatching(/^javascript:/i));
    expect(screen.getByText('Bad button').closest('a')).toBeNull();
  });

  it('routes buttons to shop pages inside the app and keeps other sites in a new tab', async () => {
    const { currentLocation } = await show(
      inForm(
        row(
          `<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" pb="text-align:center"><div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-primary" href="${ORIGIN}/store-locator" data-element="link"><span data-element="link_text">Find a store</span></a></div><div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-link" href="https://wa.me/62812" target="_blank" data-element="link"><span data-element="link_text">Chat</span></a></div></div>`,
        ),
        '2.4',
      ),
    );
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('link', { name: 'Find a store' }));
    expect(currentLocation().pathname).toBe('/store-locator');
  });

  it('shows an image’s mobile source below 768 px, its link and caption', async () => {
    const { container } = await show(
      inForm(
        row(
          `<figure data-content-type="image" data-appearance="full-width" data-element="main" pb="margin:0"><a href="${ORIGIN}/promo.html" data-element="link"><img src="${ORIGIN}/media/wysiwyg/d.jpg" alt="Promo" data-element="desktop_image"><img src="${ORIGIN}/media/wysiwyg/m.jpg" alt="Promo" data-element="mobile_image"></a><figcaption data-element="caption">This week only</figcaption></figure>`,
        ),
        '2.3',
      ),
    );
    const image = screen.getByRole('img', { name: 'Promo' });
    expect(image.getAttribute('src')).toContain('/media/wysiwyg/d.jpg');
    expect(image.getAttribute('src')).toContain('quality=85');
    const source = container.querySelector('picture source') as HTMLSourceElement;
    expect(source.media).toBe('(max-width: 48rem)');
    expect(source.srcset).toContain('/media/wysiwyg/m.jpg');
    expect(screen.getByRole('link', { name: 'Promo' })).toHaveAttribute('href', `${ORIGIN}/promo.html`);
    expect(screen.getByText('This week only').tagName).toBe('FIGCAPTION');
  });

  it('uses the mobile background below 768 px when the background is tiled', async () => {
    const resize = stubViewportWidth(390);
    const bg = backgroundImages({ desktop_image: `${ORIGIN}/media/d.png`, mobile_image: `${ORIGIN}/media/m.png` });
    await show(inForm(`<div data-content-type="row" data-appearance="full-bleed" ${bg} data-element="main" pb="background-repeat:repeat;background-size:auto">${text('<p>Tiled</p>')}</div>`, '2.4'));
    const rowElement = screen.getByText('Tiled').closest('[style*="background-image"]') as HTMLElement;
    expect(rowElement.style.backgroundImage).toContain('/media/m.png');
    await act(async () => resize(1280));
    expect(rowElement.style.backgroundImage).toContain('/media/d.png');
  });

  it('renders the children of an unknown content type and warns once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await show(inForm(row(`<div data-content-type="hologram" data-element="main">${text('<p>Inside one</p>')}</div><div data-content-type="hologram">${text('<p>Inside two</p>')}</div>`), '2.4'));
    expect(screen.getByText('Inside one')).toBeInTheDocument();
    expect(screen.getByText('Inside two')).toBeInTheDocument();
    expect(warn.mock.calls.filter(([message]) => String(message).includes('hologram'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('shows the products of a products list as product cards, in the stored order, leaving out SKUs no longer sold', async () => {
    const item = (sku: string) => `<li><form data-role="tocart-form" data-product-sku="${sku}"></form></li>`;
    const { sent } = await show(inForm(row(`<div data-content-type="products" data-appearance="grid" data-element="main" pb="text-align:left"><ol>${item('B-2')}${item('GONE')}${item('A-1')}</ol></div>`), '2.4'), {
      getPageBuilderProducts: () => ({ data: { products: { __typename: 'Products', items: [cardProduct('MQ==', 'Alpha Serum', 'A-1'), cardProduct('Mg==', 'Beta Toner', 'B-2')] } } }),
    });
    expect(sent.find((operation) => operation.operationName === 'getPageBuilderProducts')?.variables).toEqual({ skus: ['B-2', 'GONE', 'A-1'], pageSize: 3 });
    const list = await screen.findByRole('list', { name: 'Products' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link', { name: /Toner|Serum/ }).textContent)).toEqual(['Beta Toner', 'Alpha Serum']);
  });

  it('shows nothing for an empty products condition or a missing block', async () => {
    const { container, sent } = await show(
      inForm(row(`<div data-content-type="products" data-appearance="grid" data-element="main"></div><div data-content-type="block" data-element="main"></div>${text('<p>After</p>')}`), '2.4'),
    );
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(container.querySelector('ul, ol')).toBeNull();
    expect(sent.map((operation) => operation.operationName)).not.toContain('getPageBuilderProducts');
  });

  it('loads a block left as a widget directive with cmsBlocks and renders its content', async () => {
    const { sent } = await show(
      inForm(row(`<div data-content-type="block" data-element="main">{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="home_usp"}}</div>`), '2.4'),
      { cmsBlocks: () => ({ data: { cmsBlocks: { __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: 'home_usp', content: inForm(text('<p>Free shipping</p>'), '2.4') }] } } }) },
    );
    expect(await screen.findByText('Free shipping')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'cmsBlocks')?.variables).toEqual({ identifiers: ['home_usp'] });
  });
});
