import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../../lib/media/useMediaQuery';
import { nearestStop, snapPositions, stepStop } from './snapPositions';

export interface CarouselOptions {
  loop: boolean;
  /** Milliseconds between slides, or null for no autoplay. */
  autoplayDelay: number | null;
  /** Slides cross-fade in place instead of sliding. */
  fade: boolean;
  /** 'page' moves a viewport's width at a time (product cards); 'item' one item (slides). */
  step?: 'item' | 'page';
}

export interface CarouselState {
  viewportRef: (element: HTMLDivElement | null) => void;
  /** The stop shown, and how many there are (known once the carousel is measured). */
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
/** A horizontal pointer move this long is a swipe (fade mode; scrolling carousels swipe natively). */
const SWIPE_PX = 40;

/**
 * Talon of a carousel (Page Builder sliders and product carousels) on CSS scroll snapping: the
 * browser does the swiping, this keeps the arrows, dots and autoplay in step with it. A fading
 * slider shows the selected slide in place and reads swipes itself. Autoplay pauses while the
 * pointer or focus is on the slides, stops for reduced motion, and has a pause button.
 */
export function useCarousel({ loop, autoplayDelay, fade, step = 'item' }: CarouselOptions): CarouselState {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const positions = useRef<number[]>([]);
  const selectedRef = useRef(0);
  selectedRef.current = selected;
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  // Where the carousel can stop, measured again whenever its size changes.
  useEffect(() => {
    const track = viewport?.firstElementChild;
    if (!viewport || !track) return undefined;
    const measure = () => {
      const items = Array.from(track.children) as HTMLElement[];
      positions.current = fade ? items.map((_, index) => index) : snapPositions(items.map((item) => item.offsetLeft), viewport.clientWidth, viewport.scrollWidth, step === 'page');
      setSnapCount(positions.current.length);
      setSelected((current) => Math.min(current, Math.max(0, positions.current.length - 1)));
    };
    // The observer's first report comes once the browser has laid the new slides out anyway;
    // measuring at once would force that layout inside the render's task.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, fade, step]);

  // The selected stop follows the shopper's scrolling and swiping.
  useEffect(() => {
    if (!viewport || fade) return undefined;
    let frame = 0;
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(() => {
        frame = 0;
        setSelected(nearestStop(positions.current, viewport.scrollLeft));
      });
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', onScroll);
    };
  }, [viewport, fade]);

  const scrollTo = useCallback(
    (index: number) => {
      if (fade) {
        setSelected(index);
        return;
      }
      viewport?.scrollTo?.({ left: positions.current[index] ?? 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [viewport, fade, reducedMotion],
  );
  const move = useCallback((direction: 1 | -1) => scrollTo(stepStop(selectedRef.current, direction, positions.current.length, loop)), [scrollTo, loop]);

  // A fading slider reads swipes itself; pointer and focus on the slides hold autoplay.
  useEffect(() => {
    if (!viewport) return undefined;
    let startX: number | null = null;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const onDown = (event: PointerEvent) => {
      startX = event.clientX;
    };
    const onUp = (event: PointerEvent) => {
      if (fade && startX !== null && Math.abs(event.clientX - startX) > SWIPE_PX) move(event.clientX < startX ? 1 : -1);
      startX = null;
    };
    viewport.addEventListener('pointerenter', hold);
    viewport.addEventListener('pointerleave', release);
    viewport.addEventListener('focusin', hold);
    viewport.addEventListener('focusout', release);
    viewport.addEventListener('pointerdown', onDown);
    viewport.addEventListener('pointerup', onUp);
    return () => {
      viewport.removeEventListener('pointerenter', hold);
      viewport.removeEventListener('pointerleave', release);
      viewport.removeEventListener('focusin', hold);
      viewport.removeEventListener('focusout', release);
      viewport.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('pointerup', onUp);
    };
  }, [viewport, fade, move]);

  const playing = autoplayDelay !== null && !reducedMotion && !paused;
  useEffect(() => {
    if (!playing || held || snapCount < 2 || autoplayDelay === null) return undefined;
    const timer = window.setInterval(() => {
      if (!loop && selectedRef.current >= positions.current.length - 1) scrollTo(0);
      else move(1);
    }, autoplayDelay);
    return () => window.clearInterval(timer);
  }, [playing, held, snapCount, autoplayDelay, loop, move, scrollTo]);

  return {
    viewportRef: setViewport,
    selected,
    snapCount,
    canScrollPrevious: snapCount > 1 && (loop || selected > 0),
    canScrollNext: snapCount > 1 && (loop || selected < snapCount - 1),
    scrollTo,
    scrollPrevious: useCallback(() => move(-1), [move]),
    scrollNext: useCallback(() => move(1), [move]),
    playing,
    togglePlaying: useCallback(() => setPaused((wasPaused) => !wasPaused), []),
  };
}
