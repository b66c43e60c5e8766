import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { decodePage } from '../../catalog/product-listing/listingUrl';
import { usePagination, type PaginationTalon } from '../../catalog/product-listing/usePagination';
import { BLOG_PAGE_SIZE, GET_BLOG_CATEGORY_POSTS } from './blog.gql';
import { blogPostsRequest } from './blogRequests';
import { blogState, type BlogState } from './blogState';
import { postCardViews, type BlogPostCardView } from './blogViews';

export interface BlogPostsPage {
  posts: BlogPostCardView[];
  totalCount: number;
}

export interface BlogPostsTalon {
  state: BlogState<BlogPostsPage>;
  pagination: PaginationTalon;
}

/**
 * Talon of a paged list of posts, newest first, the page in the URL (?page=2): every post, or a
 * category's (`categoryId`). `skip` waits (e.g. for the category's id).
 */
export function useBlogPosts({ categoryId = null, skip = false }: { categoryId?: number | null; skip?: boolean } = {}): BlogPostsTalon {
  const [searchParams] = useSearchParams();
  const page = decodePage(searchParams);
  // One query for the whole blog, one for a category: Magefan's filter is an input object, written in the document.
  const request = blogPostsRequest(page);
  const all = useQuery(request.query, { variables: request.variables, fetchPolicy: 'cache-and-network', skip: skip || categoryId !== null });
  const inCategory = useQuery(GET_BLOG_CATEGORY_POSTS, {
    variables: { pageSize: BLOG_PAGE_SIZE, currentPage: page, categoryId: String(categoryId ?? '') },
    fetchPolicy: 'cache-and-network',
    skip: skip || categoryId === null,
  });
  const { loading, error } = categoryId === null ? all : inCategory;
  const output = (categoryId === null ? all.data : inCategory.data)?.blogPosts;
  const value = useMemo(() => (output ? { posts: postCardViews(output.items), totalCount: output.total_count ?? 0 } : null), [output]);
  const pagination = usePagination({ current: page, total: output?.total_pages ?? 0, searchParams });
  return { state: blogState(value, { loading: loading || skip, error }), pagination };
}
