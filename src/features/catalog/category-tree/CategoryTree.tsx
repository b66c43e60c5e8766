import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../../lib/icons';
import { resizedImageUrl } from '../../../lib/images/resizedImageUrl';
import { type CategoryTreeEntry } from './categoryTreeEntries';
import { type CategoryTreeTalon } from './useCategoryTree';
import classes from './categoryTree.module.css';

/**
 * Category images are 3:1 banners: the card shows the whole banner at the card's width, requested
 * at the LARGE preset (640, enough for a phone at 2x); width and height reserve its space.
 */
const BANNER = { width: 640, height: 213 };
/** The first cards are on screen at once; the others load as the shopper scrolls. */
const EAGER_BANNERS = 2;

type BranchProps = { entry: CategoryTreeEntry; level: number; index: number } & Pick<CategoryTreeTalon, 'isExpanded' | 'toggle'>;

/** A category that has children: a button that opens them, then "All <name>" and the children. */
function Branch({ entry, level, index, isExpanded, toggle }: BranchProps) {
  const open = isExpanded(entry.uid);
  const listId = `category-tree-${entry.uid}`;
  const top = level === 1;
  return (
    <li className={top ? classes.card : classes.item}>
      {/* The whole card opens the category: banner and name are one tap target. */}
      <button type="button" className={top ? classes.cardButton : classes.row} aria-expanded={open} aria-controls={listId} onClick={() => toggle(entry.uid)}>
        {top && entry.imageUrl && (
          <img
            className={classes.banner}
            src={resizedImageUrl(entry.imageUrl, { width: BANNER.width })}
            width={BANNER.width}
            height={BANNER.height}
            alt=""
            loading={index < EAGER_BANNERS ? 'eager' : 'lazy'}
          />
        )}
        <span className={top ? classes.cardLabel : classes.label}>
          <span className={classes.name}>{entry.name}</span>
          <ChevronDownIcon className={open ? classes.chevronOpen : classes.chevron} aria-hidden="true" />
        </span>
      </button>
      {open && (
        <ul id={listId} className={classes.children}>
          {entry.path && (
            <li className={classes.item}>
              <Link className={classes.viewAll} to={entry.path}>
                <FormattedMessage id="categoryTree.viewAll" values={{ name: entry.name }} />
              </Link>
            </li>
          )}
          {entry.children.map((child, childIndex) => (
            <Entry key={child.uid} entry={child} level={level + 1} index={childIndex} isExpanded={isExpanded} toggle={toggle} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Entry(props: BranchProps) {
  const { entry } = props;
  if (entry.children.length > 0) return <Branch {...props} />;
  if (!entry.path) return null;
  return (
    <li className={classes.item}>
      <Link className={classes.leaf} to={entry.path}>
        {entry.name}
      </Link>
    </li>
  );
}

/** spec §2 /category: the category tree, top-level categories with images, down to the leaves. */
export function CategoryTree({ entries, isExpanded, toggle }: Pick<CategoryTreeTalon, 'entries' | 'isExpanded' | 'toggle'>) {
  return (
    <ul className={classes.tree}>
      {entries.map((entry, index) => (
        <Entry key={entry.uid} entry={entry} level={1} index={index} isExpanded={isExpanded} toggle={toggle} />
      ))}
    </ul>
  );
}
