import { type CSSProperties } from 'react';
import { type CommonProperties } from '../properties/commonProperties';
import { classNames } from './classNames';

/** The attributes of a content type's styled element: its classes, its stored style and its data-pb-style id. */
export function boxProps(common: Pick<CommonProperties, 'styleId' | 'cssClasses' | 'style'>, className?: string, extraStyle?: CSSProperties) {
  return {
    className: classNames(className, ...common.cssClasses) || undefined,
    'data-pb-style': common.styleId ?? undefined,
    style: extraStyle ? { ...common.style, ...extraStyle } : common.style,
  };
}
