import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { GET_PRODUCT_REVIEWS } from './productReviews.gql';

/** Reviews per page of the list. */
export const REVIEWS_PAGE_SIZE = 5;

export interface Review {
  nickname: string;
  summary: string;
  text: string;
  createdAt: string;
  /** 0-100. */
  rating: number;
}

export interface ProductReviewsTalon {
  reviews: Review[];
  page: number;
  totalPages: number;
  loading: boolean;
  failed: boolean;
  goTo(page: number): void;
}

/** Talon of the review list: one page at a time, fetched with reviews(pageSize, currentPage). */
export function useProductReviews(urlKey: string, productUid: string, reviewCount: number): ProductReviewsTalon {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useQuery(GET_PRODUCT_REVIEWS, {
    variables: { urlKey, pageSize: REVIEWS_PAGE_SIZE, currentPage: page },
    skip: reviewCount === 0,
    fetchPolicy: 'cache-first',
  });
  const product = data?.products?.items?.find((item) => item?.uid === productUid);
  const reviews = (product?.reviews.items ?? []).flatMap((review): Review[] =>
    review ? [{ nickname: review.nickname, summary: review.summary, text: review.text, createdAt: review.created_at, rating: review.average_rating }] : [],
  );
  const totalPages = product?.reviews.page_info.total_pages ?? Math.ceil(reviewCount / REVIEWS_PAGE_SIZE);
  const goTo = useCallback((next: number) => setPage(Math.max(1, next)), []);
  return { reviews, page, totalPages, loading: loading && !product, failed: Boolean(error) && !product, goTo };
}
