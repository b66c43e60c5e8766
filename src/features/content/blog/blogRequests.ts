import { BLOG_PAGE_SIZE, GET_BLOG_POST, GET_BLOG_POSTS } from './blog.gql';

// The first queries of /blog and of a post, exactly as their talons ask them: what a server
// answering a page's first screen ahead (server/firstPaint) must ask to be used.

/** A page of every post (/blog?page=N). */
export const blogPostsRequest = (page: number) => ({ query: GET_BLOG_POSTS, variables: { pageSize: BLOG_PAGE_SIZE, currentPage: page } });

/** A post by its URL key (/blog/post/:postUrl). */
export const blogPostRequest = (postUrl: string) => ({ query: GET_BLOG_POST, variables: { id: postUrl } });
