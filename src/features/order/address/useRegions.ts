import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { COUNTRY_ID, type Region } from '../../../lib/store/checkout/address';
import { type SelectOption } from '../../../lib/ui/form/SelectField';
import { ADDRESS_REGIONS } from './regions.gql';

/** The country's provinces: as regions (to find a region_id by code), and as choices for the Province select. */
export function useRegions() {
  const { data } = useQuery(ADDRESS_REGIONS, { variables: { countryId: COUNTRY_ID }, fetchPolicy: 'cache-first' });
  return useMemo(() => {
    const regions: Region[] = (data?.country?.available_regions ?? []).flatMap((region) =>
      region?.id != null && region.code && region.name ? [{ id: region.id, code: region.code, name: region.name }] : [],
    );
    const provinces: SelectOption[] = regions.map((region) => ({ value: region.code, label: region.name }));
    return { regions, provinces };
  }, [data]);
}
