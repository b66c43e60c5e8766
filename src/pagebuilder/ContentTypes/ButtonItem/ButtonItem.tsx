import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { newTabProps } from '../../shared/links';
import { type ButtonItemProps } from './aggregate';
import styles from './buttonItem.module.css';

/** One button: primary, secondary or a text link; without a link it is shown but not clickable. */
export function ButtonItem({ buttonType, text, link, button, ...common }: ButtonItemProps) {
  if (!text) return null;
  const buttonProps = boxProps(button, classNames(styles.button, styles[buttonType]));
  return (
    <div {...boxProps(common, styles.item)}>
      {link ? (
        <a {...buttonProps} href={link.href} {...newTabProps(link)}>
          {text}
        </a>
      ) : (
        <span {...buttonProps}>
          {text}
        </span>
      )}
    </div>
  );
}
