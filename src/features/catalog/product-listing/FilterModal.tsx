import { FormattedMessage } from 'react-intl';
import { Drawer } from '../../../lib/drawer/Drawer';
import { FilterList } from './FilterList';
import styles from './filterModal.module.css';
import { type FiltersTalon } from './useFilters';
import { type FilterModalTalon } from './useFilterModal';

/** Under 768 px: the filters in a full-screen dialog (the app's drawer: focus kept inside, Escape closes). */
export function FilterModal({ modal, labelOf }: { modal: FilterModalTalon; labelOf: FiltersTalon['labelOf'] }) {
  return (
    <Drawer
      open={modal.isOpen}
      onClose={modal.close}
      variant="fullScreen"
      title={<FormattedMessage id="filters.heading" />}
      footer={
        <div className={styles.foot}>
          <button type="button" className={styles.clear} onClick={modal.clearAll} disabled={modal.draftCount === 0}>
            <FormattedMessage id="filters.clearAll" />
          </button>
          <button type="button" className={styles.apply} onClick={modal.apply}>
            <FormattedMessage id="filters.apply" />
          </button>
        </div>
      }
    >
      {modal.groups.length ? (
        <FilterList groups={modal.groups} labelOf={labelOf} onToggle={modal.toggle} />
      ) : (
        <p className={styles.none}>
          <FormattedMessage id="filters.none" />
        </p>
      )}
    </Drawer>
  );
}
