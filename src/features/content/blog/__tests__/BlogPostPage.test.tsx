import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { cardProduct } from '../../../catalog/product-card/__testUtils__/cardProduct';
import { post } from '../__testUtils__/blogAnswers';

const fullPost = {
  ...post(3),
  title: 'How to Store Medicines at Home',
  filtered_content: '<h2>Why it matters</h2><p>Heat shortens their life.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  meta_title: 'Storing medicines',
  meta_description: 'Heat and humidity shorten the life of many medicines.',
  author: { __typename: 'BlogAuthor', name: 'apt. Sari Wulandari' },
  related_posts: [post(5), post(1)],
  related_products: ['SKU-B', 'SKU-A'],
};

function resolvers(blogPost: object | null): FakeResolvers {
  return {
    getBlogPost: ({ id }) => ({ data: { blogPost: blogPost && id === 'how-to-store' ? blogPost : null } }),
    getPageBuilderProducts: ({ skus }) => ({
      data: { products: { __typename: 'Products', items: [cardProduct('QQ==', 'Paracetamol 500', 'SKU-A'), cardProduct('Qg==', 'Thermometer Mini', 'SKU-B')].filter((item) => skus.includes(item.sku)) } },
    }),
  };
}

describe('/blog/post/:postUrl', () => {
  it('shows the post: title, categories, date, author, picture and its sanitized content', async () => {
    await renderApp('/blog/post/how-to-store', { resolvers: resolvers(fullPost) });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Store Medicines at Home' })).toBeInTheDocument();
    const article = screen.getAllByRole('article')[0];
    expect(within(article).getAllByRole('link', { name: 'Skincare Tips' })[0]).toHaveAttribute('href', '/blog/category/skincare-tips');
    expect(within(article).getByText('By apt. Sari Wulandari')).toBeInTheDocument();
    const picture = within(article).getByRole('img', { name: 'How to Store Medicines at Home' });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '800');
    expect(within(article).getByRole('heading', { level: 2, name: 'Why it matters' })).toBeInTheDocument();
    expect(within(article).getByText('Heat shortens their life.')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(document.title).toBe('Storing medicines - Jingga Test Store');
  });

  it('recommends its related products as product cards, in the order the post names them, and related posts', async () => {
    await renderApp('/blog/post/how-to-store', { resolvers: resolvers(fullPost) });
    const products = await screen.findByRole('region', { name: 'Related Products' });
    const links = within(products).getAllByRole('link', { name: /Paracetamol 500|Thermometer Mini/ });
    expect(links.map((link) => link.textContent)).toEqual(['Thermometer Mini', 'Paracetamol 500']);
    expect(links[1]).toHaveAttribute('href', '/paracetamol-500.html');
    const related = screen.getByRole('region', { name: 'Related Posts' });
    expect(within(related).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Post number 5', 'Post number 1']);
    expect(within(related).getByRole('link', { name: 'Post number 5' })).toHaveAttribute('href', '/blog/post/post-5');
  });

  it('shows no related sections when the post has none', async () => {
    await renderApp('/blog/post/how-to-store', { resolvers: resolvers({ ...fullPost, related_posts: [], related_products: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Store Medicines at Home' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related Posts' })).not.toBeInTheDocument();
  });

  it('shows "Ooops!" for an unknown post', async () => {
    await renderApp('/blog/post/no-such-post', { resolvers: resolvers(fullPost) });
    expect(await screen.findByRole('heading', { name: 'Ooops!' })).toBeInTheDocument();
    expect(screen.getByText('Maaf, halaman yang anda cari tidak di temukan.')).toBeInTheDocument();
  });

  it('shows "Ooops!" for /blog/post without a post, asking nothing', async () => {
    const { sent } = await renderApp('/blog/post', { resolvers: resolvers(fullPost) });
    expect(await screen.findByRole('heading', { name: 'Ooops!' })).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).not.toContain('getBlogPost');
  });
});
