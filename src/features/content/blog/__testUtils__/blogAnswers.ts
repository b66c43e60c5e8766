import { type FakeAnswer, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

// Magefan-shaped answers for the blog's operations (blog.gql.ts).

export const CATEGORIES = [
  { id: 1, identifier: 'skincare-tips', title: 'Skincare Tips', description: 'Routines and ingredients explained.' },
  { id: 5, identifier: 'pharmacist-answers', title: 'Pharmacist Answers', description: 'Our pharmacists answer your questions.' },
] as const;

export const categoryLink = (index: 0 | 1) => ({
  __typename: 'BlogCategory',
  category_id: CATEGORIES[index].id,
  identifier: CATEGORIES[index].identifier,
  title: CATEGORIES[index].title,
});

/** Post `n` (1 is the oldest), in Skincare Tips when odd, Pharmacist Answers when even. */
export const post = (n: number) => ({
  __typename: 'BlogPost',
  post_id: n,
  identifier: `post-${n}`,
  title: `Post number ${n}`,
  featured_image: `http://localhost/media/blog/post-${n}.jpg`,
  publish_time: `2025-${String(Math.min(12, Math.ceil(n / 2))).padStart(2, '0')}-1${n % 10} 09:00:00`,
  short_filtered_content: `<p>Lead of post ${n}.</p>`,
  categories: [categoryLink(n % 2 === 1 ? 0 : 1)],
});

/** Posts served a page at a time. */
function pageOf(posts: ReturnType<typeof post>[], { currentPage, pageSize }: Record<string, number>): FakeAnswer {
  const totalPages = Math.ceil(posts.length / pageSize);
  return {
    data: {
      blogPosts: {
        __typename: 'blogPostsOutput',
        total_count: posts.length,
        total_pages: totalPages,
        items: posts.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      },
    },
  };
}

const newestFirst = (count: number) => Array.from({ length: count }, (_, index) => post(count - index));

export const categoriesAnswer = (): FakeAnswer => ({
  data: {
    blogCategories: {
      __typename: 'blogCategoriesOutput',
      items: [
        { ...categoryLink(0), posts_count: 3 },
        { ...categoryLink(1), posts_count: 2 },
        // A category without posts is left out of the navigation.
        { __typename: 'BlogCategory', category_id: 9, identifier: 'empty', title: 'Empty Category', posts_count: 0 },
      ],
    },
  },
});

/** The blog's list operations over `count` posts. */
export function blogResolvers(count: number): FakeResolvers {
  const all = newestFirst(count);
  return {
    getBlogPosts: (variables) => pageOf(all, variables),
    getBlogCategoryPosts: (variables) =>
      pageOf(
        all.filter((item) => item.categories.some((category) => String(category.category_id) === variables.categoryId)),
        variables,
      ),
    getBlogCategories: categoriesAnswer,
    getBlogCategory: ({ id }) => {
      const category = CATEGORIES.find((candidate) => candidate.identifier === id);
      return {
        data: {
          blogCategory: category
            ? {
                __typename: 'BlogCategory',
                category_id: category.id,
                identifier: category.identifier,
                title: category.title,
                content: category.description,
                meta_title: null,
                meta_description: null,
              }
            : null,
        },
      };
    },
  };
}
