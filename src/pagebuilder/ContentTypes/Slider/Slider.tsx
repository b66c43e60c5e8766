import { Children } from 'react';
import { useIntl } from 'react-intl';
import { type ContentTypeChildren } from '../../contentType';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { CarouselControls } from '../../shared/carousel/CarouselControls';
import { useCarousel } from '../../shared/carousel/useCarousel';
import { type SliderProps } from './aggregate';
import { SlidePositionContext } from './slidePosition';
import styles from './slider.module.css';

/** A slider of banners: swipe, arrows, dots, autoplay (with pause), fade and loop as stored. */
export function Slider({ autoplayDelay, fade, infiniteLoop, showArrows, showDots, slideNames, children, ...common }: SliderProps & ContentTypeChildren) {
  const { formatMessage } = useIntl();
  const slides = Children.toArray(children);
  const carousel = useCarousel({ loop: infiniteLoop, autoplayDelay, fade });
  const label = formatMessage({ id: 'pageBuilder.slider.label' });
  return (
    <section {...boxProps(common, styles.slider)} aria-roledescription="carousel" aria-label={label}>
      <div className={classNames(styles.viewport, fade && styles.fadeViewport)} ref={carousel.viewportRef}>
        <div className={fade ? styles.fadeTrack : styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={classNames(styles.slide, fade && index === carousel.selected && styles.current)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideNames[index] ?? formatMessage({ id: 'pageBuilder.slider.slide' }, { number: index + 1, count: slides.length })}
              inert={index !== carousel.selected}
            >
              <SlidePositionContext.Provider value={{ index, selected: carousel.selected, count: slides.length }}>{slide}</SlidePositionContext.Provider>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls carousel={carousel} showArrows={showArrows} showDots={showDots} autoplay={autoplayDelay !== null} label={label} />
    </section>
  );
}
