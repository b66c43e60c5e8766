import styles from './blog.module.css';
import { FEATURED_IMAGE_BOX, postImageSources } from './featuredImage';

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
      width={FEATURED_IMAGE_BOX.width}
      height={FEATURED_IMAGE_BOX.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
