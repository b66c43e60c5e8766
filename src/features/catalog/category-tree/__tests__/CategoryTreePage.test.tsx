import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import CategoryTreePage from '../CategoryTreePage';

const category = (uid: string, name: string, urlPath: string | null, position: number, children: object[] = [], image: string | null = null) => ({
  __typename: 'CategoryTree',
  uid,
  name,
  image,
  url_path: urlPath,
  url_suffix: '.html',
  position,
  children,
});

/** The store root (no URL, as Magento answers it) with two top-level categories, given out of order. */
const treeAnswer = (): FakeAnswer => ({
  data: {
    categories: {
      __typename: 'CategoryResult',
      items: [
        {
          __typename: 'CategoryTree',
          uid: 'Mg==',
          children: [
            category('OQ==', 'Makeup', 'makeup', 2, [category('MTA=', 'Lips', 'makeup/lips', 1, [])]),
            category('Mw==', 'Skincare', 'skincare', 1, [
              category('NQ==', 'Body', 'skincare/body', 2, []),
              category('NA==', 'Face', 'skincare/face', 1, [category('Ng==', 'Serums', 'skincare/face/serums', 1), category('Nw==', 'Toners', 'skincare/face/toners', 2)]),
            ], 'http://localhost/media/catalog/category/skincare.jpg'),
          ],
        },
      ],
    },
  },
});

const render = (answer: () => FakeAnswer = treeAnswer) => renderChrome(<CategoryTreePage titleId="category.title" />, { resolvers: { getCategoryTree: answer }, width: 390 });

describe('/category', () => {
  it('lists the top-level categories by position, never the root, with their banners in reserved space', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons.map((button) => button.textContent)).toEqual(['Skincare', 'Makeup']);
    expect(screen.queryByText('Default Category')).not.toBeInTheDocument();
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('width', '640');
    expect(images[0]).toHaveAttribute('height', '213');
    expect(images[0].getAttribute('src')).toContain('/media/catalog/category/skincare.jpg?width=640&fit=cover');
  });

  it('opens a category to its children, then a child to its leaves, each a link to its category page', async () => {
    const user = userEvent.setup();
    const { currentLocation } = await render();
    await user.click(screen.getByRole('button', { name: 'Skincare' }));
    expect(screen.getByRole('button', { name: 'Skincare' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All Skincare' })).toHaveAttribute('href', '/skincare.html');
    expect(screen.getByRole('link', { name: 'Body' })).toHaveAttribute('href', '/skincare/body.html');
    expect(screen.queryByRole('link', { name: 'Serums' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Face' }));
    const face = screen.getByRole('button', { name: 'Face' }).closest('li')!;
    expect(within(face).getAllByRole('link').map((link) => link.textContent)).toEqual(['All Face', 'Serums', 'Toners']);
    await user.click(screen.getByRole('link', { name: 'Serums' }));
    expect(currentLocation().pathname).toBe('/skincare/face/serums.html');
  });

  it('closes an open category again', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Makeup' }));
    expect(screen.getByRole('link', { name: 'Lips' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Makeup' }));
    expect(screen.queryByRole('link', { name: 'Lips' })).not.toBeInTheDocument();
  });

  it('shows the error page when the tree cannot be fetched', async () => {
    await render(() => ({ networkError: new Error('offline') }));
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });
});
