import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { brandListRequest } from './brands.gql';
import { brandTiles, groupByLetter, type BrandTile, type LetterGroup } from './brandIndex';

export interface BrandsTalon {
  status: 'loading' | 'error' | 'ready';
  /** The brands of the Featured block, in the shop's order. */
  featured: BrandTile[];
  /** Every brand, by letter. */
  groups: LetterGroup[];
}

/** Talon of /brands: every brand in one request, split into the Featured block and the A-Z list. */
export function useBrands(): BrandsTalon {
  const { locale } = useIntl();
  const { data, error } = useQuery(brandListRequest.query, { variables: brandListRequest.variables, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const items = data?.mpbrand?.items;
  return useMemo(() => {
    if (!items) return { status: error ? 'error' : 'loading', featured: [], groups: [] };
    const featured = brandTiles(items.filter((item) => item?.is_featured === 1));
    return { status: 'ready', featured, groups: groupByLetter(brandTiles(items), locale) };
  }, [items, error, locale]);
}
