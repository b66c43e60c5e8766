import { FormattedMessage, useIntl } from 'react-intl';
import { addressLines, mapsSearchUrl, telHref, type MapLocation } from '../../../lib/map/mapLocation';
import styles from './map.module.css';

/** The map's locations as a list, each with a link to it in Google Maps (no maps key needed). */
export function LocationList({ locations }: { locations: readonly MapLocation[] }) {
  const { formatMessage } = useIntl();
  return (
    <ul className={styles.list} aria-label={formatMessage({ id: 'pageBuilder.map.locations' })}>
      {locations.map((location, index) => {
        const lines = addressLines(location);
        const phoneHref = location.phone ? telHref(location.phone) : null;
        return (
          <li key={index} className={styles.location}>
            {location.name ? <p className={styles.name}>{location.name}</p> : null}
            {lines.length ? (
              <address className={styles.address}>
                {lines.map((line, lineIndex) => (
                  <span key={lineIndex} className={styles.line}>
                    {line}
                  </span>
                ))}
              </address>
            ) : null}
            {location.phone ? (
              <p className={styles.detail}>
                <FormattedMessage
                  id="pageBuilder.map.phone"
                  values={{
                    phone: phoneHref ? (
                      <a className={styles.phone} href={phoneHref}>
                        {location.phone}
                      </a>
                    ) : (
                      location.phone
                    ),
                  }}
                />
              </p>
            ) : null}
            {location.comment ? <p className={styles.comment}>{location.comment}</p> : null}
            <a className={styles.open} href={mapsSearchUrl(location)} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="pageBuilder.map.open" />
              <span className={styles.visuallyHidden}>
                {' '}
                <FormattedMessage id="pageBuilder.map.newTab" />
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
