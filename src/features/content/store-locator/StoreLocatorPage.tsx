import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RoutePageProps } from '../../../app/pages/definePage';
import { readMapsApiKey } from '../../../lib/map/googleMaps';
import { InternalError } from '../../../lib/page/InternalError';
import { PageIntro } from '../../../lib/page/PageIntro';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import { StoreCard } from './StoreCard';
import styles from './storeLocator.module.css';
import { StoreSearch } from './StoreSearch';
import { useStoreLocator } from './useStoreLocator';

// Only a shop with a maps key loads the map's code.
const StoreMap = lazy(() => import(/* webpackChunkName: "store-map" */ './StoreMap'));

/**
 * /store-locator ("Shop" in the mobile top bar): every store with its address, phone, hours and
 * links to outside maps, and a search by city or name. A shop with a maps key (GOOGLE_MAPS_API_KEY)
 * also shows them on a map; without one no third-party script loads.
 */
export default function StoreLocatorPage({ titleId, introId }: RoutePageProps) {
  const { formatMessage } = useIntl();
  const { status, query, setQuery, stores, totalCount } = useStoreLocator();
  const [hasMapsKey] = useState(() => readMapsApiKey() !== null);
  const title = formatMessage({ id: titleId });
  if (status === 'error') return <InternalError />;
  const searching = query.trim() !== '';
  return (
    <div className={styles.page}>
      <Title>{title}</Title>
      <PageIntro title={title} introId={introId} />
      <StoreSearch query={query} onChange={setQuery} />
      {status === 'loading' ? (
        <PageLoading skeleton={<div className={styles.skeleton} />} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {stores.length === 0 ? (
              searching ? (
                <FormattedMessage id="storeLocator.noResults" values={{ query: query.trim() }} />
              ) : (
                <FormattedMessage id="storeLocator.empty" />
              )
            ) : searching ? (
              <FormattedMessage id="storeLocator.countFor" values={{ count: stores.length, total: totalCount, query: query.trim() }} />
            ) : (
              <FormattedMessage id="storeLocator.count" values={{ count: stores.length }} />
            )}
          </p>
          {stores.length === 0 && searching && (
            <button type="button" className={styles.showAll} onClick={() => setQuery('')}>
              <FormattedMessage id="storeLocator.showAll" />
            </button>
          )}
          {hasMapsKey && stores.length > 0 && (
            <Suspense fallback={null}>
              <StoreMap stores={stores} />
            </Suspense>
          )}
          {stores.length > 0 && (
            <ul className={styles.list}>
              {stores.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
