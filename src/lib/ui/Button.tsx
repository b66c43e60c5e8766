import { type ButtonHTMLAttributes } from 'react';
import buttons from './buttons.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * The action is under way: the button is disabled and says so (aria-busy), so a second press
   * cannot send it twice.
   */
  isBusy?: boolean;
}

/** The shop's button in one of its looks (buttons.module.css); `className` adds a place's own layout. */
export function Button({ variant = 'primary', isBusy, className, type = 'button', disabled, ...buttonProps }: ButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      className={className ? `${buttons[variant]} ${className}` : buttons[variant]}
      disabled={disabled || isBusy}
      aria-busy={isBusy}
    />
  );
}
