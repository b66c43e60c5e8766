import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { blogPostRequest } from './blogRequests';
import { blogState, type BlogState } from './blogState';
import { postCardView, postCardViews, type BlogPostCardView } from './blogViews';

export interface BlogPostView extends BlogPostCardView {
  /** Merchant HTML or Page Builder content, rendered through LazyRichContent. */
  content: string | null;
  author: string | null;
  /** For the document title: the meta title, else the title. */
  pageTitle: string;
  metaDescription: string | null;
  relatedPosts: BlogPostCardView[];
  relatedSkus: string[];
}

/** Talon of /blog/post/:postUrl: the post by URL key ("Ooops!" without one or for an unknown one). */
export function useBlogPost(postUrl: string | undefined): BlogState<BlogPostView> {
  const request = blogPostRequest(postUrl ?? '');
  const { data, loading, error } = useQuery(request.query, { variables: request.variables, fetchPolicy: 'cache-and-network', skip: !postUrl });
  const post = data?.blogPost;
  const view = useMemo((): BlogPostView | null => {
    const card = postCardView(post);
    if (!card || !post) return null;
    return {
      ...card,
      content: post.filtered_content || null,
      author: post.author?.name || null,
      pageTitle: post.meta_title || card.title,
      metaDescription: post.meta_description || null,
      relatedPosts: postCardViews(post.related_posts).filter((related) => related.id !== card.id),
      relatedSkus: [...new Set((post.related_products ?? []).filter((sku): sku is string => Boolean(sku)))],
    };
  }, [post]);
  if (!postUrl) return { status: 'notFound' };
  return blogState(view, { loading, error });
}
