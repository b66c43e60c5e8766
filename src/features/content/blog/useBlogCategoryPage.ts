import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GET_BLOG_CATEGORY } from './blog.gql';
import { blogState, type BlogState } from './blogState';
import { categoryView, type BlogCategoryView } from './blogViews';
import { useBlogPosts, type BlogPostsTalon } from './useBlogPosts';

export interface BlogCategoryPageView extends BlogCategoryView {
  description: string | null;
  /** For the document title: the meta title, else the title. */
  pageTitle: string;
  metaDescription: string | null;
}

/** Talon of /blog/category/:categoryUrl: the category (by URL key), then its posts. */
export function useBlogCategoryPage(categoryUrl: string): { category: BlogState<BlogCategoryPageView>; posts: BlogPostsTalon } {
  const { data, loading, error } = useQuery(GET_BLOG_CATEGORY, { variables: { id: categoryUrl }, fetchPolicy: 'cache-and-network' });
  const answer = data?.blogCategory;
  const view = useMemo(() => {
    const base = categoryView(answer);
    if (!base || !answer) return null;
    return { ...base, description: answer.content || null, pageTitle: answer.meta_title || base.title, metaDescription: answer.meta_description || null };
  }, [answer]);
  const posts = useBlogPosts({ categoryId: view?.id ?? null, skip: !view });
  return { category: blogState(view, { loading, error }), posts };
}
