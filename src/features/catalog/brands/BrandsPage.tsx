import { FormattedMessage, useIntl } from 'react-intl';
import { type RoutePageProps } from '../../../app/pages/definePage';
import { InternalError } from '../../../lib/page/InternalError';
import { PageIntro } from '../../../lib/page/PageIntro';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import { BrandIndex } from './BrandIndex';
import styles from './brands.module.css';
import { FeaturedBrands } from './FeaturedBrands';
import { useBrands } from './useBrands';

/** /brands: the Featured brands' logos and every brand A to Z, each opening its products. */
export default function BrandsPage({ titleId, introId }: RoutePageProps) {
  const { formatMessage } = useIntl();
  const { status, featured, groups } = useBrands();
  const title = formatMessage({ id: titleId });
  if (status === 'error') return <InternalError />;
  return (
    <div className={styles.page}>
      <Title>{title}</Title>
      <PageIntro title={title} introId={introId} />
      {status === 'loading' ? (
        <PageLoading skeleton={<div className={styles.skeleton} />} />
      ) : groups.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="brands.empty" />
        </p>
      ) : (
        <>
          <FeaturedBrands brands={featured} />
          <BrandIndex groups={groups} />
        </>
      )}
    </div>
  );
}
