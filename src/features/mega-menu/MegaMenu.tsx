import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../lib/icons';
import styles from './megaMenu.module.css';
import { type MenuEntry } from './menuEntries';
import { useMegaMenu } from './useMegaMenu';

type OnLinkClick = (entry: MenuEntry) => void;

/** A menu entry's link, or its name alone when it has no link. */
function EntryLink({ entry, className, onClick }: { entry: MenuEntry; className?: string; onClick: OnLinkClick }) {
  const classes = [className, entry.isActive ? styles.active : undefined].filter(Boolean).join(' ');
  if (!entry.path) return <span className={classes}>{entry.name}</span>;
  return (
    <Link to={entry.path} className={classes} aria-current={entry.isActive ? 'page' : undefined} onClick={() => onClick(entry)}>
      {entry.name}
    </Link>
  );
}

/** Level 2 entries as columns, each with its level 3 links. */
function Submenu({ entry, onLinkClick }: { entry: MenuEntry; onLinkClick: OnLinkClick }) {
  const background = entry.dropdown_bgimage ? { backgroundImage: `url("${entry.dropdown_bgimage}")` } : undefined;
  return (
    <div className={styles.submenu} data-testid="mega-menu-submenu">
      <ul className={styles.columns}>
        {entry.children.map((child) => (
          <li key={child.id} className={styles.column}>
            <EntryLink entry={child} className={styles.level2} onClick={onLinkClick} />
            {child.children.length ? (
              <ul className={styles.level3List}>
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <EntryLink entry={grandchild} className={styles.level3} onClick={onLinkClick} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {background ? <div className={styles.picture} style={background} aria-hidden="true" /> : null}
    </div>
  );
}

/** The desktop mega menu (spec §2): a submenu opens on mouse-enter or focus of a top-level entry. */
export function MegaMenu() {
  const { formatMessage } = useIntl();
  const { entries, openId, openSubmenu, closeSubmenu, handleBlur, handleKeyDown, handleLinkClick } = useMegaMenu();
  if (!entries.length) return <nav className={styles.root} aria-label={formatMessage({ id: 'megaMenu.label' })} />;
  return (
    <nav className={styles.root} aria-label={formatMessage({ id: 'megaMenu.label' })}>
      <ul className={styles.topList}>
        {entries.map((entry) => {
          const hasSubmenu = entry.children.length > 0;
          const isOpen = hasSubmenu && openId === entry.id;
          return (
            <li
              key={entry.id}
              className={styles.topItem}
              onMouseEnter={() => openSubmenu(entry.id)}
              onMouseLeave={closeSubmenu}
              onBlur={handleBlur}
              onKeyDown={handleKeyDown}
            >
              <span className={styles.topLinkRow} onFocus={() => openSubmenu(entry.id)}>
                <EntryLink entry={entry} className={styles.topLink} onClick={handleLinkClick} />
                {hasSubmenu ? <ChevronDownIcon size={14} className={isOpen ? styles.chevronOpen : styles.chevron} /> : null}
              </span>
              {isOpen ? <Submenu entry={entry} onLinkClick={handleLinkClick} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
