import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import { ProductReviews } from '../ProductReviews';

const review = (n: number) => ({
  __typename: 'ProductReview',
  nickname: `Shopper ${n}`,
  summary: `Review ${n}`,
  text: `Text of review ${n}`,
  created_at: '2025-05-01 10:00:00',
  average_rating: 80,
});

/** Twelve reviews, five per page, answered for the page asked. */
const reviewsAnswer = ({ currentPage, pageSize }: Record<string, any>) => {
  const all = Array.from({ length: 12 }, (_, index) => review(index + 1));
  return {
    data: {
      products: {
        __typename: 'Products',
        items: [
          {
            __typename: 'SimpleProduct',
            uid: 'MQ==',
            reviews: {
              __typename: 'ProductReviews',
              items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
              page_info: { __typename: 'SearchResultPageInfo', current_page: currentPage, total_pages: Math.ceil(all.length / pageSize) },
            },
          },
        ],
      },
    },
  };
};

describe('ProductReviews', () => {
  it('shows one page of reviews at a time and pages with Previous / Next', async () => {
    const user = userEvent.setup();
    const { sent } = await renderChrome(<ProductReviews urlKey="serum" productUid="MQ==" sku="SRM-1" productName="Serum" reviewCount={12} rating={80} />, { resolvers: { getProductReviews: reviewsAnswer } });
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews (12)' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Review 1', 'Review 2', 'Review 3', 'Review 4', 'Review 5']);
    expect(screen.getByText('Shopper 1 · May 1, 2025')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Review 6' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Review 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(sent.filter((operation) => operation.operationName === 'getProductReviews').map((operation) => operation.variables.currentPage)).toEqual([1, 2, 3]);
  });

  it('says so when there are no reviews, without asking the server', async () => {
    const { sent } = await renderChrome(<ProductReviews urlKey="serum" productUid="MQ==" sku="SRM-1" productName="Serum" reviewCount={0} rating={0} />, { resolvers: { getProductReviews: reviewsAnswer } });
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(sent.some((operation) => operation.operationName === 'getProductReviews')).toBe(false);
  });
});
