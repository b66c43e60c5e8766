import { boxProps } from '../../shared/boxProps';
import { StoredHtml } from '../../shared/StoredHtml';
import { type HeadingProps } from './aggregate';
import styles from './heading.module.css';

/** A heading at the level the merchant chose (h1-h6). */
export function Heading({ level: Tag, html, ...common }: HeadingProps) {
  return <StoredHtml as={Tag} {...boxProps(common, styles.heading)} html={html} />;
}
