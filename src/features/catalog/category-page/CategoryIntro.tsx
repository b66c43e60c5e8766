import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';
import { BANNER_BOX, categoryBannerSources } from './bannerImage';
import styles from './category.module.css';

/** The category's optional picture and description (plain HTML or Page Builder content, sanitized on the way). */
export function CategoryIntro({ imageUrl, description }: { imageUrl: string | null; description: string | null }) {
  if (!imageUrl && !description) return null;
  const banner = imageUrl ? categoryBannerSources(imageUrl) : null;
  return (
    <div className={styles.intro}>
      {banner && (
        <img
          className={styles.banner}
          src={banner.src}
          srcSet={banner.srcSet}
          sizes={banner.sizes}
          width={BANNER_BOX.width}
          height={BANNER_BOX.height}
          alt=""
          fetchPriority="high"
        />
      )}
      <LazyRichContent className={styles.description} html={description} />
    </div>
  );
}
