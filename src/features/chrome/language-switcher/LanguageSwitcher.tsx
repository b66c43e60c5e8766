import { lazy, Suspense, useId } from 'react';
import { Icon } from '../../../lib/icons/Icon';
import styles from './languageSwitcher.module.css';
import { loadLanguageMenu, useLanguageSwitcher } from './useLanguageSwitcher';

// The list and what choosing does (store views, the preference) load when the shopper reaches for it.
const LanguageMenu = lazy(loadLanguageMenu);

const GlobeIcon = () => (
  <Icon size={22}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

/**
 * The header's language switcher (as Venia's store switcher): a globe named after the language
 * shown, like the header's other icon buttons, and on a press the languages to choose from. Phones
 * choose in the My account tab instead.
 */
export function LanguageSwitcher() {
  const talon = useLanguageSwitcher();
  const menuId = useId();
  return (
    <div ref={talon.rootRef} className={styles.root}>
      <button
        ref={talon.triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={talon.triggerLabel}
        aria-expanded={talon.isOpen}
        aria-controls={talon.isOpen ? menuId : undefined}
        onClick={talon.handleToggle}
        onPointerEnter={talon.handlePreload}
        onFocus={talon.handlePreload}
      >
        <GlobeIcon />
      </button>
      {talon.isOpen ? (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} label={talon.menuLabel} onChosen={talon.handleClose} />
        </Suspense>
      ) : null}
    </div>
  );
}
