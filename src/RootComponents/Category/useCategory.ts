import { useQuery } from '@apollo/client/react';
import { toEntityState, type EntityState } from '../entityState';
import { GET_CATEGORY } from './category.gql';

/** Talon: the name of the category with this uid. */
export function useCategory(uid: string): EntityState<{ name: string }> {
  const { data, loading, error } = useQuery(GET_CATEGORY, { variables: { uid }, fetchPolicy: 'cache-and-network' });
  const category = data?.categoryList?.find((candidate) => candidate?.uid === uid);
  return toEntityState(category?.name ? { name: category.name } : null, { loading, error });
}
