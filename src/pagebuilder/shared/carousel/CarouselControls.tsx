import { useIntl } from 'react-intl';
import { BackIcon } from '../../../lib/icons';
import { classNames } from '../classNames';
import { type CarouselState } from './useCarousel';
import styles from './carouselControls.module.css';

export interface CarouselControlsProps {
  carousel: CarouselState;
  showArrows: boolean;
  showDots: boolean;
  /** Whether autoplay was set: then a pause/play button is offered (WCAG 2.2.2). */
  autoplay: boolean;
  /** What the carousel shows, for the buttons' names. */
  label: string;
}

/** Previous/next arrows, one dot per position and pause/play, for sliders and product carousels. */
export function CarouselControls({ carousel, showArrows, showDots, autoplay, label }: CarouselControlsProps) {
  const { formatMessage } = useIntl();
  const { snapCount, selected } = carousel;
  return (
    <>
      {showArrows && snapCount > 1 ? (
        <>
          <button
            type="button"
            className={classNames(styles.arrow, styles.previous)}
            onClick={carousel.scrollPrevious}
            disabled={!carousel.canScrollPrevious}
            aria-label={formatMessage({ id: 'pageBuilder.carousel.previous' }, { label })}
          >
            <BackIcon />
          </button>
          <button
            type="button"
            className={classNames(styles.arrow, styles.next)}
            onClick={carousel.scrollNext}
            disabled={!carousel.canScrollNext}
            aria-label={formatMessage({ id: 'pageBuilder.carousel.next' }, { label })}
          >
            <BackIcon className={styles.flipped} />
          </button>
        </>
      ) : null}
      {(showDots && snapCount > 1) || autoplay ? (
        <div className={styles.bar}>
          {autoplay ? (
            <button
              type="button"
              className={styles.play}
              onClick={carousel.togglePlaying}
              aria-label={formatMessage({ id: carousel.playing ? 'pageBuilder.carousel.pause' : 'pageBuilder.carousel.play' }, { label })}
            >
              <span aria-hidden="true" className={carousel.playing ? styles.pauseIcon : styles.playIcon} />
            </button>
          ) : null}
          {showDots && snapCount > 1
            ? Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={classNames(styles.dot, index === selected && styles.active)}
                  onClick={() => carousel.scrollTo(index)}
                  aria-label={formatMessage({ id: 'pageBuilder.carousel.goTo' }, { number: index + 1, count: snapCount })}
                  aria-current={index === selected ? 'true' : undefined}
                />
              ))
            : null}
        </div>
      ) : null}
    </>
  );
}
