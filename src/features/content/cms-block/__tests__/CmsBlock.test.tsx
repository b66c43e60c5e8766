import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { CmsBlock } from '../CmsBlock';

const blocks = (items: Array<{ identifier: string; content: string } | null>): FakeResolvers => ({
  cmsBlocks: () => ({ data: { cmsBlocks: { __typename: 'CmsBlocks', items: items.map((item) => item && { __typename: 'CmsBlock', ...item }) } } }),
});

async function renderBlock(resolvers: FakeResolvers, identifiers = ['footer_links_block']) {
  return renderApp('/start', { resolvers, ui: <CmsBlock identifiers={identifiers} /> });
}

it('asks for the identifiers with the cmsBlocks operation and shows the content without scripts or styles', async () => {
  const { sent, container } = await renderBlock(
    blocks([{ identifier: 'footer_links_block', content: '<style>p{}</style><h4>About</h4><p style="color:red">Hi</p><script>window.hacked=1</script>' }]),
  );
  expect(sent.find((operation) => operation.operationName === 'cmsBlocks')?.variables).toEqual({ identifiers: ['footer_links_block'] });
  expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  expect(container.querySelector('script, style, [style]')).toBeNull();
});

it('navigates inside the app for links to this shop and leaves other links alone', async () => {
  const { currentLocation } = await renderBlock(
    blocks([
      {
        identifier: 'footer_links_block',
        content: `<a href="${window.location.origin}/faq?x=1">FAQ</a><a href="/contact">Contact</a><a href="https://wa.me/1" target="_blank">Chat</a>`,
      },
    ]),
  );
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(currentLocation()).toMatchObject({ pathname: '/faq', search: '?x=1' });
  await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
  expect(currentLocation().pathname).toBe('/contact');
  const external = screen.getByRole('link', { name: 'Chat' });
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  external.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open windows
  await userEvent.click(external);
  expect(currentLocation().pathname).toBe('/contact');
});

it("shows the query error's message", async () => {
  await renderBlock({ cmsBlocks: () => ({ networkError: new Error('The CMS block with the "nope" ID doesn\'t exist.') }) }, ['nope']);
  expect(screen.getByText('The CMS block with the "nope" ID doesn\'t exist.')).toBeInTheDocument();
});

it('says there is nothing to show for an empty result', async () => {
  await renderBlock(blocks([]));
  expect(screen.getByText('There are no blocks to display')).toBeInTheDocument();
});
