import { FormattedMessage } from 'react-intl';
import { InternalError } from '../../../lib/page/InternalError';
import { PageLoading } from '../../../lib/page/PageLoading';
import { CategoryTree } from './CategoryTree';
import { useCategoryTree } from './useCategoryTree';
import classes from './categoryTree.module.css';

/** /category: browse the catalogue by category (the Categories tab on phones). */
export default function CategoryTreePage({ titleId }: { titleId: string }) {
  const { entries, loading, failed, isExpanded, toggle } = useCategoryTree();
  if (failed) return <InternalError />;
  return (
    <section className={classes.page}>
      <h1 className={classes.heading}>
        <FormattedMessage id={titleId} />
      </h1>
      {loading ? <PageLoading /> : <CategoryTree entries={entries} isExpanded={isExpanded} toggle={toggle} />}
    </section>
  );
}
