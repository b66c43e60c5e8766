import { useIntl } from 'react-intl';
import { BackIcon } from '../../../lib/icons';
import { type GalleryImage } from './galleryImages';
import { MAIN_IMAGE_BOX, THUMBNAIL_BOX, mainImageSources, thumbnailUrl } from './mainImage';
import { useGallery } from './useGallery';
import classes from './gallery.module.css';

export interface GalleryProps {
  images: GalleryImage[];
  /** Names the gallery for screen readers ("Images of <name>"). */
  productName: string;
}

/**
 * The product's pictures: the main image in a 4:5 box (spec §9 aspect 0.8) loaded first and
 * eagerly (it is the page's largest paint), previous/next buttons, a counter, thumbnails, arrow
 * keys and swipes.
 */
export function Gallery({ images, productName }: GalleryProps) {
  const { formatMessage } = useIntl();
  const { index, current, show, next, previous, onKeyDown, onTouchStart, onTouchEnd } = useGallery(images);
  const count = images.length;
  const sources = current ? mainImageSources(current.url) : null;

  return (
    <section className={classes.gallery} aria-roledescription="carousel" aria-label={formatMessage({ id: 'gallery.label' }, { name: productName })} onKeyDown={onKeyDown}>
      <div className={classes.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {current && sources ? (
          <img
            key={current.url}
            className={classes.image}
            src={sources.src}
            srcSet={sources.srcSet}
            sizes={sources.sizes}
            width={MAIN_IMAGE_BOX.width}
            height={MAIN_IMAGE_BOX.height}
            alt={current.label}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        ) : (
          <div className={classes.placeholder} role="img" aria-label={productName} />
        )}
        {count > 1 && (
          <>
            <button type="button" className={classes.previous} onClick={previous} aria-label={formatMessage({ id: 'gallery.previous' })}>
              <BackIcon />
            </button>
            <button type="button" className={classes.next} onClick={next} aria-label={formatMessage({ id: 'gallery.next' })}>
              <BackIcon className={classes.flipped} />
            </button>
            <p className={classes.counter} aria-live="polite">
              {formatMessage({ id: 'gallery.position' }, { index: index + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={classes.thumbnails}>
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                className={classes.thumbnail}
                aria-current={position === index ? 'true' : undefined}
                aria-label={formatMessage({ id: 'gallery.show' }, { index: position + 1, count })}
                onClick={() => show(position)}
              >
                <img src={thumbnailUrl(image.url)} width={THUMBNAIL_BOX.width} height={THUMBNAIL_BOX.height} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
