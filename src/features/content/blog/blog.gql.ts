import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type BlogCategoryLinkFragment,
  type BlogPostSummaryFragment,
  type GetBlogCategoriesQuery,
  type GetBlogCategoriesQueryVariables,
  type GetBlogCategoryPostsQuery,
  type GetBlogCategoryPostsQueryVariables,
  type GetBlogCategoryQuery,
  type GetBlogCategoryQueryVariables,
  type GetBlogPostQuery,
  type GetBlogPostQueryVariables,
  type GetBlogPostsQuery,
  type GetBlogPostsQueryVariables,
} from '../../../__generated__/operations';

// Magefan BlogGraphQl's queries (backend/schema/extensions/blog.graphql).

/** Posts per page of /blog and of a category. */
export const BLOG_PAGE_SIZE = 9;

/** A category as links name it. */
export const BLOG_CATEGORY_LINK: TypedDocumentNode<BlogCategoryLinkFragment> = gql`
  fragment BlogCategoryLink on BlogCategory {
    category_id
    identifier
    title
  }
`;

/** What a post's card shows. */
export const BLOG_POST_SUMMARY: TypedDocumentNode<BlogPostSummaryFragment> = gql`
  fragment BlogPostSummary on BlogPost {
    post_id
    identifier
    title
    featured_image
    publish_time
    short_filtered_content
    categories {
      ...BlogCategoryLink
    }
  }
  ${BLOG_CATEGORY_LINK}
`;

/** A page of posts, newest first. */
export const GET_BLOG_POSTS: TypedDocumentNode<GetBlogPostsQuery, GetBlogPostsQueryVariables> = gql`
  query getBlogPosts($pageSize: Int!, $currentPage: Int!) {
    blogPosts(pageSize: $pageSize, currentPage: $currentPage, sort: ["DESC"], sortFiled: "publish_time") {
      total_count
      total_pages
      items {
        ...BlogPostSummary
      }
    }
  }
  ${BLOG_POST_SUMMARY}
`;

/** A page of a category's posts (by category_id), newest first. */
export const GET_BLOG_CATEGORY_POSTS: TypedDocumentNode<GetBlogCategoryPostsQuery, GetBlogCategoryPostsQueryVariables> = gql`
  query getBlogCategoryPosts($categoryId: String!, $pageSize: Int!, $currentPage: Int!) {
    blogPosts(filter: { category_id: { eq: $categoryId } }, pageSize: $pageSize, currentPage: $currentPage, sort: ["DESC"], sortFiled: "publish_time") {
      total_count
      total_pages
      items {
        ...BlogPostSummary
      }
    }
  }
  ${BLOG_POST_SUMMARY}
`;

/** The categories the blog's navigation offers. */
export const GET_BLOG_CATEGORIES: TypedDocumentNode<GetBlogCategoriesQuery, GetBlogCategoriesQueryVariables> = gql`
  query getBlogCategories {
    blogCategories {
      items {
        ...BlogCategoryLink
        posts_count
      }
    }
  }
  ${BLOG_CATEGORY_LINK}
`;

/** A category by its URL key (identifier). */
export const GET_BLOG_CATEGORY: TypedDocumentNode<GetBlogCategoryQuery, GetBlogCategoryQueryVariables> = gql`
  query getBlogCategory($id: String!) {
    blogCategory(id: $id) {
      ...BlogCategoryLink
      content
      meta_title
      meta_description
    }
  }
  ${BLOG_CATEGORY_LINK}
`;

/** A post by its URL key (identifier), with the posts and product SKUs shown under it. */
export const GET_BLOG_POST: TypedDocumentNode<GetBlogPostQuery, GetBlogPostQueryVariables> = gql`
  query getBlogPost($id: String!) {
    blogPost(id: $id) {
      ...BlogPostSummary
      filtered_content
      meta_title
      meta_description
      author {
        name
      }
      related_posts {
        ...BlogPostSummary
      }
      related_products
    }
  }
  ${BLOG_POST_SUMMARY}
`;
