import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import { useMetaDescription } from '../../../lib/page/useMetaDescription';
import { useNearViewport } from '../../../lib/ui/useNearViewport';
import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';
import styles from './blog.module.css';
import { failurePage } from './BlogStatus';
import { HERO_SIZES } from './featuredImage';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { RelatedPosts } from './RelatedPosts';
import { useBlogPost, type BlogPostView } from './useBlogPost';

const BlogRelatedProducts = lazy(() => import(/* webpackChunkName: "blog-related-products" */ './BlogRelatedProducts'));

/** The related products' carousel, its code and cards fetched once the shopper scrolls near it. */
function RelatedProducts({ skus }: { skus: string[] }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (skus.length === 0) return null;
  return (
    <div ref={ref} className={near ? undefined : styles.productsPlaceholder}>
      {near && (
        <Suspense fallback={<div className={styles.productsPlaceholder} />}>
          <BlogRelatedProducts skus={skus} />
        </Suspense>
      )}
    </div>
  );
}

function Post({ post }: { post: BlogPostView }) {
  useMetaDescription(post.metaDescription);
  return (
    <article className={styles.post}>
      <Title>{post.pageTitle}</Title>
      <header className={styles.header}>
        <h1 className={styles.heading}>{post.title}</h1>
        <PostMeta categories={post.categories} publishTime={post.publishTime} author={post.author} />
      </header>
      {post.image && (
        <div className={styles.hero}>
          <PostImage src={post.image} alt={post.title} sizes={HERO_SIZES} priority />
        </div>
      )}
      <LazyRichContent className={styles.content} html={post.content} />
      <RelatedProducts skus={post.relatedSkus} />
      <RelatedPosts posts={post.relatedPosts} />
    </article>
  );
}

/** /blog/post/:postUrl: the post (title, picture, categories, date, author, content), the products it recommends and related posts. */
export default function BlogPostPage() {
  const { postUrl } = useParams();
  const state = useBlogPost(postUrl);
  if (state.status === 'loading') return <PageLoading />;
  return failurePage(state) ?? (state.status === 'found' ? <Post key={state.value.id} post={state.value} /> : null);
}
