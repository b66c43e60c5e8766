import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type StoreLocationsQuery } from '../../../__generated__/operations';
import { coordinatesOf, type Coordinates } from './storeLinks';
import { todayIndex, weekHours, type DayHours } from './storeHours';
import { matchesStore } from './storeSearch';
import { storeLocationsRequest } from './storeLocator.gql';

type Location = NonNullable<NonNullable<NonNullable<StoreLocationsQuery['MpStoreLocatorLocations']>['items']>[number]>;

/** A store as its card shows it. */
export interface StoreView {
  id: string;
  name: string;
  street: string;
  city: string;
  province: string;
  postcode: string;
  phone: string | null;
  coordinates: Coordinates | null;
  hours: DayHours[];
  /** Monday 0: today where the store is. */
  today: number;
}

/** The URL parameter that holds the search, so a search survives reload and can be shared. */
export const SEARCH_PARAM = 'q';

function storeView(location: Location, now: Date): StoreView {
  return {
    id: location.location_id ?? location.name ?? '',
    name: location.name ?? '',
    street: location.street ?? '',
    city: location.city ?? '',
    province: location.state_province ?? '',
    postcode: location.postal_code ?? '',
    phone: location.phone_one || null,
    coordinates: coordinatesOf(location.latitude, location.longitude),
    hours: weekHours(location.timeData),
    today: todayIndex(now, location.time_zone),
  };
}

export interface StoreLocatorTalon {
  status: 'loading' | 'error' | 'ready';
  query: string;
  setQuery(query: string): void;
  /** The stores the search leaves, in the merchant's order. */
  stores: StoreView[];
  totalCount: number;
}

/** Talon of /store-locator: every open store in one request, narrowed in the browser by city, name or province. */
export function useStoreLocator(): StoreLocatorTalon {
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const { data, error } = useQuery(storeLocationsRequest.query, { variables: storeLocationsRequest.variables, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const query = searchParams.get(SEARCH_PARAM) ?? '';
  const items = data?.MpStoreLocatorLocations?.items;
  const all = useMemo(() => (items ?? []).flatMap((item) => (item?.name ? [storeView(item, now)] : [])), [items, now]);
  const stores = useMemo(() => all.filter((store) => matchesStore({ name: store.name, city: store.city, state_province: store.province }, query)), [all, query]);
  const setQuery = useCallback(
    (next: string) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next) updated.set(SEARCH_PARAM, next);
          else updated.delete(SEARCH_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { status: items ? 'ready' : error ? 'error' : 'loading', query, setQuery, stores, totalCount: all.length };
}
