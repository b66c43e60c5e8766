import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../../lib/icons';
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

/** Level 2 entries as columns, each with its level 3 links; `focusFirst` moves the focus into it (keyboard). */
function Submenu({ entry, onLinkClick, focusFirst = false, onFocused }: { entry: MenuEntry; onLinkClick: OnLinkClick; focusFirst?: boolean; onFocused?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusFirst) return;
    ref.current?.querySelector<HTMLElement>('a')?.focus();
    onFocused?.();
  }, [focusFirst, onFocused]);
  const background = entry.dropdown_bgimage ? { backgroundImage: `url("${entry.dropdown_bgimage}")` } : undefined;
  return (
    <div className={styles.submenu} data-testid="mega-menu-submenu" ref={ref}>
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

type Talon = ReturnType<typeof useMegaMenu>;

/** An open submenu, focusing its first link when the keyboard opened it. */
function OpenSubmenu({ entry, talon }: { entry: MenuEntry; talon: Talon }) {
  return <Submenu entry={entry} onLinkClick={talon.handleLinkClick} focusFirst={talon.focusFirstLink} onFocused={talon.firstLinkFocused} />;
}

/**
 * A top-level entry: its link, a chevron button that opens its submenu (Enter, Space or ArrowDown;
 * never focus alone, so Tab walks the row without opening every panel), and, while open, the submenu.
 */
function TopEntry({ entry, hidden, talon }: { entry: MenuEntry; hidden: boolean; talon: Talon }) {
  const { formatMessage } = useIntl();
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
      onKeyDown={(event) => hasSubmenu && talon.handleKeyDown(entry.id, event)}
    >
      <span className={styles.topLinkRow} data-menu-row="">
        <EntryLink entry={entry} className={styles.topLink} onClick={talon.handleLinkClick} />
        {hasSubmenu ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={isOpen}
            aria-label={formatMessage({ id: 'megaMenu.submenu' }, { name: entry.name })}
            tabIndex={hidden ? -1 : undefined}
            onClick={(event) => talon.toggleSubmenu(entry.id, event)}
          >
            <ChevronDownIcon size={14} className={isOpen ? styles.chevronOpen : styles.chevron} />
          </button>
        ) : null}
      </span>
      {isOpen ? <OpenSubmenu entry={entry} talon={talon} /> : null}
    </li>
  );
}

/**
 * The desktop mega menu (spec §2): a submenu opens on mouse-enter of a top-level entry, or from the
 * keyboard on its chevron button.
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
          onKeyDown={(event) => talon.handleKeyDown(MORE_ID, event)}
        >
          <button
            type="button"
            className={`${styles.topLinkRow} ${styles.moreButton}`}
            data-menu-row=""
            aria-expanded={moreOpen}
            tabIndex={overflow.length ? undefined : -1}
            onClick={(event) => talon.toggleSubmenu(MORE_ID, event)}
          >
            <span className={styles.topLink}>{more.name}</span>
            <ChevronDownIcon size={14} className={moreOpen ? styles.chevronOpen : styles.chevron} />
          </button>
          {moreOpen ? <OpenSubmenu entry={more} talon={talon} /> : null}
        </li>
      </ul>
    </nav>
  );
}
