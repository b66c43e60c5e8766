import { LanguageChoice } from './LanguageChoice';
import styles from './languageSwitcher.module.css';

/** The header switcher's popover (its own chunk): the languages, the one shown pressed. */
export default function LanguageMenu({ id, label, onChosen }: { id: string; label: string; onChosen: () => void }) {
  return (
    <div id={id} className={styles.popover} role="region" aria-label={label}>
      <LanguageChoice onChosen={onChosen} />
    </div>
  );
}
