import { useCallback, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { stepIndex, swipeStep, type GalleryImage } from './galleryImages';

export interface GalleryTalon {
  images: GalleryImage[];
  index: number;
  current: GalleryImage | null;
  show(index: number): void;
  next(): void;
  previous(): void;
  /** ArrowLeft / ArrowRight anywhere in the gallery, Home / End for the first and last image. */
  onKeyDown(event: KeyboardEvent): void;
  onTouchStart(event: TouchEvent): void;
  onTouchEnd(event: TouchEvent): void;
}

/**
 * Talon of the product gallery: which image is shown. A new set of images (another variant)
 * starts again at its first image.
 */
export function useGallery(images: GalleryImage[]): GalleryTalon {
  const key = images.map((image) => image.url).join('\n');
  const [state, setState] = useState({ key, index: 0 });
  const index = state.key === key ? Math.min(state.index, Math.max(images.length - 1, 0)) : 0;
  const count = images.length;

  const show = useCallback((next: number) => setState({ key, index: next }), [key]);
  const step = useCallback((direction: 1 | -1) => setState({ key, index: stepIndex(index, direction, count) }), [key, index, count]);
  const next = useCallback(() => step(1), [step]);
  const previous = useCallback(() => step(-1), [step]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (count < 2) return;
      const target = { ArrowRight: stepIndex(index, 1, count), ArrowLeft: stepIndex(index, -1, count), Home: 0, End: count - 1 }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      show(target);
    },
    [count, index, show],
  );

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = useCallback((event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }, []);
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch || count < 2) return;
      const direction = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
      if (direction !== 0) step(direction);
    },
    [count, step],
  );

  return { images, index, current: images[index] ?? null, show, next, previous, onKeyDown, onTouchStart, onTouchEnd };
}
