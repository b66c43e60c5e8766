import { useIntl } from 'react-intl';
import { useLocationMap } from '../../../lib/map/useLocationMap';
import { boxProps } from '../../shared/boxProps';
import { type MapProps } from './aggregate';
import { LocationList } from './LocationList';
import styles from './map.module.css';

/** A map of the stored locations (zoom 8, scroll wheel off), or their list when no maps key is set. */
export function LocationMap({ locations, showControls, height, ...common }: MapProps) {
  const { formatMessage } = useIntl();
  const { ref, showList } = useLocationMap(locations, showControls);
  if (!locations.length) return null;
  return (
    <div {...boxProps(common, styles.map)}>
      {showList ? (
        <LocationList locations={locations} />
      ) : (
        <div ref={ref} className={styles.canvas} style={{ height }} role="region" aria-label={formatMessage({ id: 'pageBuilder.map.label' })} />
      )}
    </div>
  );
}
