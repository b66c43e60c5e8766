import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';
import { brandPath, INDEX_LETTERS, letterAnchor, type LetterGroup } from './brandIndex';
import styles from './brands.module.css';

/** A logo's width in the A-Z list (brands.module.css .brandTile .logoBox). */
const A_Z_LOGO_WIDTH = 100;

/** The letters A to Z: a jump link for each letter that has brands, the others greyed out. */
function LetterNav({ groups }: { groups: readonly LetterGroup[] }) {
  const { formatMessage } = useIntl();
  const present = new Set(groups.map((group) => group.letter));
  return (
    <nav aria-label={formatMessage({ id: 'brands.letterNav' })}>
      <ul className={styles.letters}>
        {INDEX_LETTERS.filter((letter) => letter !== '#' || present.has(letter)).map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a className={styles.letter} href={`#${letterAnchor(letter)}`} aria-label={formatMessage({ id: 'brands.jumpTo' }, { letter })}>
                {letter}
              </a>
            ) : (
              <span className={`${styles.letter} ${styles.letterEmpty}`} aria-hidden="true">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The A-Z list: the letter index, then each letter's brands with logo and name (logos load when scrolled near). */
export function BrandIndex({ groups }: { groups: readonly LetterGroup[] }) {
  return (
    <section className={styles.section} aria-labelledby="brands-all">
      <h2 id="brands-all" className={styles.sectionHeading}>
        <FormattedMessage id="brands.all" />
      </h2>
      <LetterNav groups={groups} />
      {groups.map((group) => (
        <section key={group.letter} className={styles.letterGroup} aria-labelledby={letterAnchor(group.letter)}>
          <h3 id={letterAnchor(group.letter)} className={styles.letterHeading} tabIndex={-1}>
            {group.letter}
          </h3>
          <ul className={styles.brandGrid}>
            {group.brands.map((brand) => (
              <li key={brand.id}>
                <Link className={styles.brandTile} to={brandPath(brand.urlKey)}>
                  <BrandLogo image={brand.image} alt="" displayWidth={A_Z_LOGO_WIDTH} />
                  <span className={styles.brandName}>{brand.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
