import { type CSSProperties } from 'react';
import { BackgroundLayer, backgroundClass, hasBackgroundImage, useBackgroundStyle } from '../../shared/BackgroundLayer';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { newTabProps } from '../../shared/links';
import { StoredHtml } from '../../shared/StoredHtml';
import buttonStyles from '../ButtonItem/buttonItem.module.css';
import { type BannerProps } from './aggregate';
import styles from './banner.module.css';

export interface BannerViewProps extends BannerProps {
  /** Load the background at once with high priority; by default, in the page's first content block. */
  eager?: boolean;
  /** False for a slide that is not shown: its picture waits until it is next. */
  showBackground?: boolean;
}

const CONTENT_CLASS = {
  poster: styles.poster,
  'collage-left': styles.collageLeft,
  'collage-centered': styles.collageCentered,
  'collage-right': styles.collageRight,
} as const;

/**
 * A banner or slide: background picture, overlay, message and button, as a whole a link when one is
 * stored. The button is drawn, not a <button>: inside a link it only shows where the link goes.
 */
export function BannerView(props: BannerViewProps) {
  const { appearance, link, wrapper, overlay, overlayColor, showOverlay, contentHtml, buttonText, buttonType, showButton, eager, showBackground = true } = props;
  const backgroundStyle = useBackgroundStyle(wrapper.background);
  const overlayColorVariable = { ['--pb-overlay-color' as string]: overlayColor ?? 'transparent' } as CSSProperties;
  const body = (
    <div {...boxProps(wrapper, classNames(styles.wrapper, hasBackgroundImage(wrapper.background) && backgroundClass), showBackground ? backgroundStyle : undefined)}>
      {showBackground ? <BackgroundLayer background={wrapper.background} eager={eager} /> : null}
      <div {...boxProps(overlay, classNames(styles.overlay, styles[`overlay-${showOverlay}`]), overlayColorVariable)}>
        <div className={classNames(styles.content, CONTENT_CLASS[appearance])}>
          {contentHtml ? <StoredHtml className={styles.message} html={contentHtml} /> : null}
          {buttonText && showButton !== 'never' ? (
            <span className={classNames(buttonStyles.button, buttonStyles[buttonType], styles.button, showButton === 'hover' && styles.onHover)}>{buttonText}</span>
          ) : null}
        </div>
      </div>
    </div>
  );
  return (
    <div {...boxProps(props, styles.banner)}>
      {link ? (
        <a className={styles.link} href={link.href} {...newTabProps(link)}>
          {body}
        </a>
      ) : (
        body
      )}
    </div>
  );
}

