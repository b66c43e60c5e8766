import { FormattedMessage } from 'react-intl';
import { Title } from '../../lib/page/Title';
import { EntityStatus } from '../EntityStatus';
import styles from '../rootPage.module.css';
import { CategorySkeleton } from './CategorySkeleton';
import { useCategory } from './useCategory';

export interface CategoryProps {
  uid: string;
}

/** Root component for category pages (placeholder): the category's name. */
export default function Category({ uid }: CategoryProps) {
  return (
    <EntityStatus state={useCategory(uid)} skeleton={<CategorySkeleton />}>
      {(category) => (
        <section className={styles.page}>
          <Title>{category.name}</Title>
          <h1 className={styles.title}>{category.name}</h1>
          <p className={styles.message}>
            <FormattedMessage id="category.comingSoon" />
          </p>
        </section>
      )}
    </EntityStatus>
  );
}
