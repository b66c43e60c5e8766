import styles from './blog.module.css';
import { postImageSources } from './featuredImage';

export interface PostImageProps {
  src: string;
  alt: string;
  /** The <img sizes> attribute: its display width per viewport (featuredImage.ts). */
  sizes: string;
  /** The page's first picture (likely its largest paint): loaded at once, first. */
  priority?: boolean;
}

/** A post's featured image in its 16:9 box, resized to the width shown. */
export function PostImage({ src, alt, sizes, priority = false }: PostImageProps) {
  const sources = postImageSources(src);
  return (
    <img
      className={styles.image}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={800}
      height={450}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
