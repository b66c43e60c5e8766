import { type ContentTypeChildren } from '../../contentType';
import { type CommonProperties } from '../../properties/commonProperties';
import { boxProps } from '../../shared/boxProps';
import styles from './columnLine.module.css';

/** One line of columns inside a column group. */
export function ColumnLine({ children, ...common }: CommonProperties & ContentTypeChildren) {
  return <div {...boxProps(common, styles.line)}>{children}</div>;
}
