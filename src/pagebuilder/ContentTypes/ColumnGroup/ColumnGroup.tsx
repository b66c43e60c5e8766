import { type ContentTypeChildren } from '../../contentType';
import { type CommonProperties } from '../../properties/commonProperties';
import { BackgroundLayer, backgroundClass, hasBackgroundImage, useBackgroundStyle } from '../../shared/BackgroundLayer';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import styles from './columnGroup.module.css';

/** Columns side by side (older content puts them here directly, newer inside column lines); stacked below 768 px. */
export function ColumnGroup({ background, children, ...common }: CommonProperties & ContentTypeChildren) {
  const backgroundStyle = useBackgroundStyle(background);
  return (
    <div {...boxProps(common, classNames(styles.group, hasBackgroundImage(background) && backgroundClass), backgroundStyle)}>
      <BackgroundLayer background={background} />
      {children}
    </div>
  );
}
