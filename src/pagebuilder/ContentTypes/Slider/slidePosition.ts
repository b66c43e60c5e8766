import { createContext, useContext } from 'react';

export interface SlidePosition {
  index: number;
  /** The slide now shown. */
  selected: number;
  count: number;
}

/** Where a slide sits in its slider: the shown slide loads its picture first, far ones wait. */
export const SlidePositionContext = createContext<SlidePosition>({ index: 0, selected: 0, count: 1 });

export const useSlidePosition = () => useContext(SlidePositionContext);
