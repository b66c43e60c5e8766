import { BANNER_BOX, categoryBannerSources } from './bannerImage';
import styles from './category.module.css';

/** The category's optional picture and description (merchant HTML, already sanitized). */
export function CategoryIntro({ imageUrl, descriptionHtml }: { imageUrl: string | null; descriptionHtml: string }) {
  if (!imageUrl && !descriptionHtml) return null;
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
      {descriptionHtml && <div className={styles.description} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />}
    </div>
  );
}
