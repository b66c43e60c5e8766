import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { GET_BREADCRUMBS } from './breadcrumbs.gql';
import { breadcrumbTrail, type BreadcrumbLink } from './breadcrumbTrail';

export interface BreadcrumbsProps {
  categoryUid: string;
  /** The page below the category (a product's name); without it the category is the last crumb. */
  currentLabel?: string;
}

/** Talon of the breadcrumbs: the trail once the category is known (from the cache when a page already asked). */
export function useBreadcrumbs({ categoryUid, currentLabel }: BreadcrumbsProps): { trail: BreadcrumbLink[]; loading: boolean } {
  const { formatMessage } = useIntl();
  const { data, loading } = useQuery(GET_BREADCRUMBS, { variables: { uid: categoryUid }, fetchPolicy: 'cache-first' });
  const category = data?.categories?.items?.find((item) => item?.uid === categoryUid) ?? null;
  const homeLabel = formatMessage({ id: 'breadcrumbs.home' });
  const trail = useMemo(() => (category ? breadcrumbTrail(category, { homeLabel, currentLabel }) : []), [category, homeLabel, currentLabel]);
  return { trail, loading: loading && !category };
}
