import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDismiss } from '../../../lib/drawer/useDismiss';
import { localeOfLanguageTag } from '../../../lib/i18n/locale';

/** The menu's chunk: asked for on the first hover or focus, so it is there by the press. */
export const loadLanguageMenu = () => import(/* webpackChunkName: "language-menu" */ './LanguageMenu');

/**
 * Talon of the header's language switcher: the language shown (the button's name), and the menu's
 * open state: it closes on a choice, Escape or a press outside, and
 * focus goes back to the button when it was inside the menu.
 */
export function useLanguageSwitcher() {
  const { formatMessage, locale } = useIntl();
  // Not destructured: in the entry, the old-browser build would add an array helper for it.
  const openState = useState(false);
  const isOpen = openState[0];
  const setOpen = openState[1];
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const insideRefs = useMemo(() => [rootRef], []);
  const current = localeOfLanguageTag(locale);

  const handleToggle = useCallback(() => setOpen((open) => !open), []);
  const handleClose = useCallback(() => {
    const hadFocus = Boolean(rootRef.current?.contains(document.activeElement));
    setOpen(false);
    if (hadFocus) triggerRef.current?.focus();
  }, []);
  const handlePreload = useCallback(() => void loadLanguageMenu(), []);
  useDismiss({ active: isOpen, onDismiss: handleClose, insideRefs });

  return {
    rootRef,
    triggerRef,
    isOpen,
    // Named here, in the entry, so the string travels with the chrome (the menu's chunk has no strings of its own).
    menuLabel: formatMessage({ id: 'languageSwitcher.heading' }),
    triggerLabel: formatMessage({ id: 'languageSwitcher.trigger' }, { language: formatMessage({ id: `language.${current}` }) }),
    handleToggle,
    handleClose,
    handlePreload,
  };
}
