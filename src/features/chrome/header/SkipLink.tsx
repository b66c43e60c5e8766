import { type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './skipLink.module.css';

/** The page's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first Tab stop of every page, shown only when focused, so a keyboard
 * shopper passes the header and menus in one key. Focus is moved by hand: following the #hash
 * would put it in the router's URL.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className={styles.root} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      <FormattedMessage id="header.skipToContent" />
    </a>
  );
}
