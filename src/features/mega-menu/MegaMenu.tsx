import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../lib/icons';
import styles from './megaMenu.module.css';
import { moreEntry, type MenuEntry } from './menuEntries';
import { useMegaMenu } from './useMegaMenu';
import { useVisibleEntries } from './useVisibleEntries';

/** The id of the "More" entry, which no Ves menu item has. */
const MORE_ID = 'more';

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

/** A top-level entry: its link and, while open, its submenu. */
function TopEntry({ entry, hidden, talon }: { entry: MenuEntry; hidden: boolean; talon: ReturnType<typeof useMegaMenu> }) {
  const hasSubmenu = entry.children.length > 0;
  const isOpen = hasSubmenu && talon.openId === entry.id;
  return (
    <li
      className={hidden ? `${styles.topItem} ${styles.overflowed}` : styles.topItem}
      data-menu-entry=""
      aria-hidden={hidden || undefined}
      onMouseEnter={() => talon.openSubmenu(entry.id)}
      onMouseLeave={talon.closeSubmenu}
      onBlur={talon.handleBlur}
      onKeyDown={talon.handleKeyDown}
    >
      <span className={styles.topLinkRow} onFocus={() => talon.openSubmenu(entry.id)}>
        <EntryLink entry={entry} className={styles.topLink} onClick={talon.handleLinkClick} />
        {hasSubmenu ? <ChevronDownIcon size={14} className={isOpen ? styles.chevronOpen : styles.chevron} /> : null}
      </span>
      {isOpen ? <Submenu entry={entry} onLinkClick={talon.handleLinkClick} /> : null}
    </li>
  );
}

/**
 * The desktop mega menu (spec §2): a submenu opens on mouse-enter or focus of a top-level entry.
 * Entries that do not fit the row are listed under "More", each with its children.
 */
export function MegaMenu() {
  const { formatMessage } = useIntl();
  const talon = useMegaMenu();
  const { entries, openId } = talon;
  const { listRef, moreRef, visibleCount } = useVisibleEntries(entries.length);
  const label = formatMessage({ id: 'megaMenu.label' });
  if (!entries.length) return <nav className={styles.root} aria-label={label} />;
  const overflow = entries.slice(visibleCount);
  const more = moreEntry(MORE_ID, formatMessage({ id: 'megaMenu.more' }), overflow);
  const moreOpen = openId === MORE_ID && overflow.length > 0;
  return (
    <nav className={styles.root} aria-label={label}>
      <ul className={styles.topList} ref={listRef}>
        {entries.map((entry, index) => (
          <TopEntry key={entry.id} entry={entry} hidden={index >= visibleCount} talon={talon} />
        ))}
        <li
          ref={moreRef}
          className={overflow.length ? styles.topItem : `${styles.topItem} ${styles.overflowed}`}
          aria-hidden={!overflow.length || undefined}
          onMouseEnter={() => talon.openSubmenu(MORE_ID)}
          onMouseLeave={talon.closeSubmenu}
          onBlur={talon.handleBlur}
          onKeyDown={talon.handleKeyDown}
        >
          <button
            type="button"
            className={`${styles.topLinkRow} ${styles.moreButton}`}
            aria-expanded={moreOpen}
            tabIndex={overflow.length ? undefined : -1}
            onClick={() => talon.openSubmenu(MORE_ID)}
          >
            <span className={styles.topLink}>{more.name}</span>
            <ChevronDownIcon size={14} className={moreOpen ? styles.chevronOpen : styles.chevron} />
          </button>
          {moreOpen ? <Submenu entry={more} onLinkClick={talon.handleLinkClick} /> : null}
        </li>
      </ul>
    </nav>
  );
}
