import { type ContentTypeChildren } from '../../contentType';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { type ButtonsProps } from './aggregate';
import styles from './buttons.module.css';

const FLEX_ALIGN: Record<string, string> = { center: 'center', right: 'flex-end', end: 'flex-end' };

/** A group of buttons side by side or stacked, aligned by the stored text alignment (also when they wrap). */
export function Buttons({ appearance, sameWidth, children, ...common }: ButtonsProps & ContentTypeChildren) {
  const align = FLEX_ALIGN[common.textAlign ?? ''] ?? 'flex-start';
  const listStyle = appearance === 'stacked' ? { alignItems: align } : { justifyContent: align };
  return (
    <div {...boxProps(common, styles.buttons)}>
      <div className={classNames(styles.list, styles[appearance], sameWidth && styles.sameWidth)} style={listStyle}>
        {children}
      </div>
    </div>
  );
}
