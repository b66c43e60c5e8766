import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GET_BLOG_CATEGORIES } from './blog.gql';
import { categoryViews, type BlogCategoryView } from './blogViews';

/** Talon of the blog's category navigation: the categories that hold posts (none while loading or on failure). */
export function useBlogCategories(): BlogCategoryView[] {
  const { data } = useQuery(GET_BLOG_CATEGORIES);
  const items = data?.blogCategories?.items;
  return useMemo(() => categoryViews((items ?? []).filter((item) => (item?.posts_count ?? 0) > 0)), [items]);
}
