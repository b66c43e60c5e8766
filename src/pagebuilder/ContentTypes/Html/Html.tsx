import { boxProps } from '../../shared/boxProps';
import { StoredHtml } from '../../shared/StoredHtml';
import styles from '../Text/text.module.css';
import { type HtmlProps } from './aggregate';

/** The merchant's own HTML, sanitized: no script, handler or javascript: link survives. */
export function Html({ html, ...common }: HtmlProps) {
  if (!html.trim()) return null;
  return <StoredHtml {...boxProps(common, styles.text)} html={html} />;
}
