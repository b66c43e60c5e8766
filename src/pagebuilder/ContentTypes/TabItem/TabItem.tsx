import { type ContentTypeChildren } from '../../contentType';
import { BackgroundLayer, backgroundClass, hasBackgroundImage, useBackgroundStyle } from '../../shared/BackgroundLayer';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { type TabItemProps } from './aggregate';
import styles from './tabItem.module.css';

/** A tab's content with its stored style and background; the tabs around it make it a tab panel. */
export function TabItem({ background, children, ...common }: TabItemProps & ContentTypeChildren) {
  const backgroundStyle = useBackgroundStyle(background);
  return (
    <div {...boxProps(common, classNames(styles.tabItem, hasBackgroundImage(background) && backgroundClass), backgroundStyle)}>
      <BackgroundLayer background={background} />
      {children}
    </div>
  );
}
