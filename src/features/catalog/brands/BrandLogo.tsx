import { brandLogoSources, LOGO_BOX } from './brandLogo';
import styles from './brands.module.css';

interface BrandLogoProps {
  image: string | null;
  /** The brand's name when the logo alone names the link; "" when the name is written beside it. */
  alt: string;
  /** Logos in the first screen load at once; the rest when scrolled near. */
  eager?: boolean;
  /** The CSS width the logo shows at (the browser picks the file from it). */
  displayWidth?: number;
}

/** A brand's logo in a fixed 5:2 box (the space is kept while it loads), or an empty box when it has none. */
export function BrandLogo({ image, alt, eager = false, displayWidth = LOGO_BOX.width }: BrandLogoProps) {
  if (!image) return <span className={styles.logoBox} aria-hidden="true" />;
  const { src, srcSet } = brandLogoSources(image);
  return (
    <img
      className={styles.logoBox}
      src={src}
      srcSet={srcSet}
      sizes={`${displayWidth}px`}
      width={LOGO_BOX.width}
      height={LOGO_BOX.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
