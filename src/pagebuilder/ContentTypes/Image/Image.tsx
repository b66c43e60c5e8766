import { useFirstScreen } from '../../firstScreen';
import { boxProps } from '../../shared/boxProps';
import { FULL_WIDTH_SIZES, MOBILE_IMAGE_MEDIA, pageBuilderImage } from '../../shared/images';
import { newTabProps } from '../../shared/links';
import { type ImageProps } from './aggregate';
import styles from './image.module.css';

/** A merchant picture: its mobile source below 768 px, an optional link and caption. */
export function Image({ desktopImage, mobileImage, alt, title, link, caption, picture: pictureStyle, ...common }: ImageProps) {
  const firstScreen = useFirstScreen();
  if (!desktopImage) return null;
  const desktop = pageBuilderImage(desktopImage);
  const mobile = mobileImage && mobileImage !== desktopImage ? pageBuilderImage(mobileImage) : null;
  const picture = (
    <picture>
      {mobile ? <source media={MOBILE_IMAGE_MEDIA} srcSet={mobile.srcSet || mobile.src} sizes={FULL_WIDTH_SIZES} /> : null}
      <img
        {...boxProps(pictureStyle, styles.image)}
        src={desktop.src}
        srcSet={desktop.srcSet || undefined}
        sizes={desktop.srcSet ? FULL_WIDTH_SIZES : undefined}
        alt={alt}
        title={title ?? undefined}
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
  return (
    <figure {...boxProps(common, styles.figure)}>
      {link ? (
        <a className={styles.link} href={link.href} {...newTabProps(link)}>
          {picture}
        </a>
      ) : (
        picture
      )}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
