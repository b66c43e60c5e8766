import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type MapLocation } from '../../../lib/map/mapLocation';
import { useLocationMap } from '../../../lib/map/useLocationMap';
import styles from './storeLocator.module.css';
import { type StoreView } from './useStoreLocator';

/** A store as a map marker's info window shows it (Page Builder's map draws them). */
function mapLocation(store: StoreView): MapLocation[] {
  if (!store.coordinates) return [];
  const { latitude: lat, longitude: lng } = store.coordinates;
  return [{ position: { lat, lng }, name: store.name, phone: store.phone ?? '', address: store.street, city: store.city, state: store.province, zipcode: store.postcode, country: 'Indonesia', comment: '' }];
}

/**
 * The stores the search leaves on a Google map (zoom 8, scroll wheel off: the Page Builder map's
 * drawing), only in a shop with a maps key (GOOGLE_MAPS_API_KEY). When Google cannot load or
 * refuses the key it shows nothing: the list below has every store with its map links.
 */
export default function StoreMap({ stores }: { stores: StoreView[] }) {
  const { formatMessage } = useIntl();
  const locations = useMemo(() => stores.flatMap(mapLocation), [stores]);
  const { ref, showList } = useLocationMap(locations, true);
  if (showList || !locations.length) return null;
  return <div ref={ref} className={styles.map} role="region" aria-label={formatMessage({ id: 'storeLocator.mapLabel' })} />;
}
