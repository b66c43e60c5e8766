import { type ApolloClient } from '@apollo/client';
import { type CompareSummaryFieldsFragment } from '../../../__generated__/operations';
import { storedCompareListUid, storeCompareListUid } from '../../../lib/persistence/compareListUid';
import { ASSIGN_COMPARE_LIST, CUSTOMER_COMPARE_LIST } from './adoptCompareList.gql';
import { COMPARE_SUMMARY } from './compareSummary.gql';

/**
 * After sign-in: the list the shopper built as a guest becomes the customer's (Magento merges it
 * into the one they have), and the customer's list is the one the storefront shows from now on.
 * Loaded with the sign-in that needs it; never fails the sign-in (a list it cannot adopt is forgotten).
 */
export async function adoptCompareList(client: ApolloClient): Promise<void> {
  const guestUid = storedCompareListUid();
  let list: CompareSummaryFieldsFragment | null = null;
  if (guestUid) {
    list = await client
      .mutate({ mutation: ASSIGN_COMPARE_LIST, variables: { uid: guestUid } })
      .then(({ data }) => data?.assignCompareListToCustomer?.compare_list ?? null)
      .catch(() => null);
  }
  list ??= await client
    .query({ query: CUSTOMER_COMPARE_LIST, fetchPolicy: 'network-only' })
    .then(({ data }) => data?.customer?.compare_list ?? null)
    .catch(() => null);
  if (list) client.writeQuery({ query: COMPARE_SUMMARY, variables: { uid: list.uid }, data: { compareList: list } });
  storeCompareListUid(list?.uid ?? null);
}
