import { useIntl } from 'react-intl';
import { toLanguageTag } from '../../../lib/i18n/locale';
import { useLanguageChoice } from '../../../lib/i18n/useLanguageChoice';
import styles from './languageSwitcher.module.css';

export interface LanguageChoiceProps {
  /** After the choice is applied (the header's menu closes). */
  onChosen?: () => void;
  /** `list`: one under the other (the header's menu); `buttons`: side by side (the account tab). */
  variant?: 'list' | 'buttons';
}

/** The languages as buttons, each named in its own language; the one shown is pressed. */
export function LanguageChoice({ onChosen, variant = 'list' }: LanguageChoiceProps) {
  const { formatMessage } = useIntl();
  const { languages, current, choose } = useLanguageChoice();
  return (
    <ul className={variant === 'list' ? styles.list : styles.buttons}>
      {languages.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            className={styles.option}
            lang={toLanguageTag(locale)}
            aria-pressed={locale === current}
            onClick={() => void choose(locale).then(onChosen)}
          >
            {formatMessage({ id: `language.${locale}` })}
          </button>
        </li>
      ))}
    </ul>
  );
}
