import { FormattedMessage, useIntl } from 'react-intl';
import { OpeningHours } from './OpeningHours';
import { directionsUrl, mapUrl, telHref } from './storeLinks';
import styles from './storeLocator.module.css';
import { type StoreView } from './useStoreLocator';

/** One store: its name, address, phone (a tel: link), hours, and its place on outside maps (new tabs). */
export function StoreCard({ store }: { store: StoreView }) {
  const { formatMessage } = useIntl();
  const tel = telHref(store.phone);
  const headingId = `store-${store.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {store.name}
      </h2>
      <address className={styles.address}>
        {store.street}
        <br />
        {store.city}
        {store.province && store.province !== store.city ? `, ${store.province}` : ''} {store.postcode}
      </address>
      {store.phone && (
        <p className={styles.phone}>
          <FormattedMessage id="storeLocator.phone" />{' '}
          {tel ? (
            <a className={styles.link} href={tel}>
              {store.phone}
            </a>
          ) : (
            store.phone
          )}
        </p>
      )}
      <OpeningHours hours={store.hours} today={store.today} />
      {store.coordinates && (
        <p className={styles.actions}>
          <a
            className={styles.directions}
            href={directionsUrl(store.coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={formatMessage({ id: 'storeLocator.directionsLabel' }, { name: store.name })}
          >
            <FormattedMessage id="storeLocator.directions" />
          </a>
          <a
            className={styles.link}
            href={mapUrl(store.coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={formatMessage({ id: 'storeLocator.viewOnMapLabel' }, { name: store.name })}
          >
            <FormattedMessage id="storeLocator.viewOnMap" />
          </a>
        </p>
      )}
    </article>
  );
}
