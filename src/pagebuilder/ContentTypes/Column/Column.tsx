import { type ContentTypeChildren } from '../../contentType';
import { BackgroundLayer, backgroundClass, hasBackgroundImage, useBackgroundStyle } from '../../shared/BackgroundLayer';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { type ColumnProps } from './aggregate';
import styles from './column.module.css';

const ALIGN_SELF = { top: 'flex-start', center: 'center', bottom: 'flex-end', 'full-height': 'stretch' } as const;

/** A column at its stored width, aligned in its line; full width below 768 px. */
export function Column({ alignment, width, background, children, ...common }: ColumnProps & ContentTypeChildren) {
  const backgroundStyle = useBackgroundStyle(background);
  const className = classNames(styles.column, !width && styles.even, hasBackgroundImage(background) && backgroundClass);
  return (
    <div {...boxProps(common, className, { ...backgroundStyle, alignSelf: ALIGN_SELF[alignment] })}>
      <BackgroundLayer background={background} sizes="(min-width: 768px) 50vw, 100vw" />
      {children}
    </div>
  );
}
