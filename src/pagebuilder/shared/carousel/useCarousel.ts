import { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../../lib/media/useMediaQuery';
import { whenLoadedAndIdle } from '../../../lib/scheduling/whenIdle';

export interface CarouselOptions {
  loop: boolean;
  /** Milliseconds between slides, or null for no autoplay. */
  autoplayDelay: number | null;
  fade: boolean;
  /** Slides moved by one step: 'auto' moves a screenful. */
  slidesToScroll?: number | 'auto';
}

export interface CarouselState {
  viewportRef: (element: HTMLDivElement | null) => void;
  /** The snap shown, and how many there are (known once the carousel is set up). */
  selected: number;
  snapCount: number;
  canScrollPrevious: boolean;
  canScrollNext: boolean;
  scrollTo(index: number): void;
  scrollPrevious(): void;
  scrollNext(): void;
  /** Autoplay on (and not paused by the shopper). */
  playing: boolean;
  togglePlaying(): void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Talon of a carousel (Page Builder sliders and product carousels) on Embla: swipe, loop, fade and
 * autoplay. The slides render without it, so the first one paints at once; Embla and its plugins
 * load once the page has loaded and the browser is idle, and take over the same markup.
 */
export function useCarousel({ loop, autoplayDelay, fade, slidesToScroll = 1 }: CarouselOptions): CarouselState {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [snap, setSnap] = useState({ selected: 0, count: 0, canPrevious: false, canNext: false });
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const autoplay = autoplayDelay !== null && !reducedMotion;
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    if (!viewport) return undefined;
    let instance: EmblaCarouselType | null = null;
    let live = true;
    const cancelIdle = whenLoadedAndIdle(() => {
      void Promise.all([
        import(/* webpackChunkName: "embla" */ 'embla-carousel'),
        autoplay ? import(/* webpackChunkName: "embla" */ 'embla-carousel-autoplay') : null,
        fade ? import(/* webpackChunkName: "embla" */ 'embla-carousel-fade') : null,
      ]).then(([{ default: Embla }, autoplayModule, fadeModule]) => {
        if (!live) return;
        const plugins: EmblaPluginType[] = [];
        if (autoplayModule && autoplayDelay !== null) plugins.push(autoplayModule.default({ delay: autoplayDelay, stopOnInteraction: false, stopOnMouseEnter: true, playOnInit: !pausedRef.current }));
        if (fadeModule) plugins.push(fadeModule.default());
        const options: EmblaOptionsType = { loop, slidesToScroll, align: 'start', containScroll: loop ? false : 'trimSnaps', duration: 25 };
        instance = Embla(viewport, options, plugins);
        const sync = (carousel: EmblaCarouselType) =>
          setSnap({ selected: carousel.selectedScrollSnap(), count: carousel.scrollSnapList().length, canPrevious: carousel.canScrollPrev(), canNext: carousel.canScrollNext() });
        instance.on('select', sync).on('reInit', sync);
        sync(instance);
        setApi(instance);
      });
    });
    return () => {
      live = false;
      cancelIdle();
      instance?.destroy();
      setApi(null);
    };
  }, [viewport, loop, autoplay, autoplayDelay, fade, slidesToScroll]);

  const togglePlaying = useCallback(() => {
    const player = api?.plugins().autoplay;
    if (paused) player?.play();
    else player?.stop();
    setPaused(!paused);
  }, [api, paused]);

  return {
    viewportRef: setViewport,
    selected: snap.selected,
    snapCount: snap.count,
    canScrollPrevious: snap.canPrevious,
    canScrollNext: snap.canNext,
    scrollTo: useCallback((index: number) => api?.scrollTo(index), [api]),
    scrollPrevious: useCallback(() => api?.scrollPrev(), [api]),
    scrollNext: useCallback(() => api?.scrollNext(), [api]),
    playing: autoplay && !paused,
    togglePlaying,
  };
}
