import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { ToastProvider } from '../../toasts/testing';
import { Footer } from '../Footer';
import { storeConfigAnswer } from '../../../../app/__testUtils__/fakeGraphql';

const BLOCKS: Record<string, string> = {
  footer_links_block:
    '<div class="pagebuilder-column-line"><div><h4>Customer Service</h4><ul class="footer-links"><li><a href="/faq">FAQ</a></li><li><a href="/contact">Contact Us</a></li></ul></div></div>',
  footer_legal: '<div class="footer-legal"><p>PT Jingga Sehat Indonesia</p></div>',
};

const resolvers = (blocks: Record<string, string> = BLOCKS): FakeResolvers => ({
  cmsBlocks: ({ identifiers }) => ({
    data: {
      cmsBlocks: {
        __typename: 'CmsBlocks',
        items: (identifiers as string[]).filter((id) => blocks[id]).map((identifier) => ({ __typename: 'CmsBlock', identifier, content: blocks[identifier] })),
      },
    },
  }),
  storeConfigData: () => storeConfigAnswer({ copyright: '© 2026 Test Shop' }),
});

async function renderFooter(fake = resolvers()) {
  return renderApp('/', { resolvers: fake, ui: <ToastProvider><Footer /></ToastProvider> });
}

it('shows the link groups of the footer_links_block and follows them inside the app', async () => {
  const { currentLocation } = await renderFooter();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('heading', { name: 'Customer Service' })).toBeInTheDocument();
  await userEvent.click(within(footer).getByRole('link', { name: 'FAQ' }));
  expect(currentLocation().pathname).toBe('/faq');
});

it('has the newsletter field with a Subscribe button', async () => {
  await renderFooter();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});

it('links the five social networks by name, opening a new tab safely', async () => {
  await renderFooter();
  for (const network of ['Instagram', 'Facebook', 'Twitter', 'YouTube', 'TikTok']) {
    const link = screen.getByRole('link', { name: `Jingga on ${network}` });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).not.toBeNull();
  }
});

it('lists the payment methods, cards and Indonesian banks', async () => {
  await renderFooter();
  const list = screen.getByRole('list', { name: 'Payment methods' });
  const names = within(list).getAllByRole('listitem').map((item) => item.textContent);
  expect(names).toEqual(expect.arrayContaining(['Visa', 'Mastercard', 'BCA', 'Mandiri', 'BNI', 'BRI']));
});

it("shows the legal block and the store's copyright", async () => {
  await renderFooter();
  expect(screen.getByText('PT Jingga Sehat Indonesia')).toBeInTheDocument();
  expect(screen.getByText('© 2026 Test Shop')).toBeInTheDocument();
});

it('leaves the legal block out when the store has none', async () => {
  await renderFooter(resolvers({ footer_links_block: BLOCKS.footer_links_block }));
  expect(screen.queryByText('PT Jingga Sehat Indonesia')).toBeNull();
  expect(screen.getByText('© 2026 Test Shop')).toBeInTheDocument();
});
