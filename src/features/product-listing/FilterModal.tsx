import { useId } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDrawer } from '../../lib/drawer/useDrawer';
import { CloseIcon } from '../../lib/icons';
import { FilterList } from './FilterList';
import styles from './filterModal.module.css';
import { type FiltersTalon } from './useFilters';
import { type FilterModalTalon } from './useFilterModal';

/** Under 768 px: the filters in a dialog over the page (focus kept inside, Escape closes). */
export function FilterModal({ modal, labelOf }: { modal: FilterModalTalon; labelOf: FiltersTalon['labelOf'] }) {
  const { formatMessage } = useIntl();
  const { panelRef } = useDrawer({ open: modal.isOpen, onClose: modal.close });
  const titleId = useId();
  if (!modal.isOpen) return null;
  return createPortal(
    <aside ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <FormattedMessage id="filters.heading" />
        </h2>
        <button type="button" className={styles.close} onClick={modal.close} aria-label={formatMessage({ id: 'filters.close' })}>
          <CloseIcon size={22} />
        </button>
      </div>
      <div className={styles.body}>
        {modal.groups.length ? (
          <FilterList groups={modal.groups} labelOf={labelOf} onToggle={modal.toggle} />
        ) : (
          <p className={styles.none}>
            <FormattedMessage id="filters.none" />
          </p>
        )}
      </div>
      <div className={styles.foot}>
        <button type="button" className={styles.clear} onClick={modal.clearAll} disabled={modal.draftCount === 0}>
          <FormattedMessage id="filters.clearAll" />
        </button>
        <button type="button" className={styles.apply} onClick={modal.apply}>
          <FormattedMessage id="filters.apply" />
        </button>
      </div>
    </aside>,
    document.body,
  );
}
