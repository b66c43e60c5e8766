import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const review = (n: number) => ({
  __typename: 'ProductReview',
  summary: `Review ${n}`,
  text: `Text of review ${n}`,
  nickname: 'Demo',
  created_at: '2026-10-01 09:00:00',
  average_rating: 80,
  product: { __typename: 'SimpleProduct', uid: btoa(String(n)), name: `Product ${n}`, url_key: `product-${n}`, url_suffix: '.html' },
});

/** `count` reviews served a page at a time. */
function reviews(count: number): FakeResolvers {
  return {
    customerReviews: ({ currentPage, pageSize }) => ({
      data: {
        customer: {
          __typename: 'Customer',
          reviews: {
            __typename: 'ProductReviews',
            items: Array.from({ length: count }, (_, index) => review(index + 1)).slice((currentPage - 1) * pageSize, currentPage * pageSize),
            page_info: { __typename: 'SearchResultPageInfo', current_page: currentPage, total_pages: Math.ceil(count / pageSize) },
          },
        },
      },
    }),
  };
}

describe('/product-review', () => {
  it("lists the customer's reviews with their products, 10 to a page", async () => {
    const { currentLocation } = await renderApp('/product-review', { signedIn: true, resolvers: reviews(12) });
    expect(await screen.findByRole('heading', { name: 'Review 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/product-1.html');
    expect(screen.getByText('Text of review 1')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Review \d+$/ })).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Review 12' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('?page=2');
  });

  it('says when the customer has written none', async () => {
    await renderApp('/product-review', { signedIn: true, resolvers: reviews(0) });
    expect(await screen.findByText('You have not reviewed any product yet.')).toBeInTheDocument();
  });
});
