import { type ContentTypeChildren } from '../../contentType';
import { BackgroundLayer, backgroundClass, hasBackgroundImage, useBackgroundStyle } from '../../shared/BackgroundLayer';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { type RowProps } from './aggregate';
import styles from './row.module.css';

/** A row: contained in the page width, full-width (background to the edges) or full-bleed (content too). */
export function Row({ appearance, background, children, ...common }: RowProps & ContentTypeChildren) {
  const backgroundStyle = useBackgroundStyle(background);
  const styled = boxProps(common, classNames(styles.row, hasBackgroundImage(background) && backgroundClass), backgroundStyle);
  const layer = <BackgroundLayer background={background} />;
  return (
    <div className={appearance === 'contained' ? styles.contained : styles.breakout}>
      <div {...styled}>
        {layer}
        {appearance === 'full-width' ? <div className={styles.inner}>{children}</div> : children}
      </div>
    </div>
  );
}
