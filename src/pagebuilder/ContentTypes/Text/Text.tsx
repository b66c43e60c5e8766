import { boxProps } from '../../shared/boxProps';
import { StoredHtml } from '../../shared/StoredHtml';
import { type TextProps } from './aggregate';
import styles from './text.module.css';

/** Rich text from the editor, sanitized. */
export function Text({ html, ...common }: TextProps) {
  return <StoredHtml {...boxProps(common, styles.text)} html={html} />;
}
