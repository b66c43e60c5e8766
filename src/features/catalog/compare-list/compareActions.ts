import { type ApolloClient } from '@apollo/client';
import { type IntlShape } from 'react-intl';
import { type CompareSummaryFieldsFragment } from '../../../__generated__/operations';
import { deriveErrorMessage, graphQLErrorMessages } from '../../../lib/apollo/errors';
import { storedCompareListUid, storeCompareListUid } from '../../../lib/persistence/compareListUid';
import { type ToastApi } from '../../chrome/toasts';
import { ADD_TO_COMPARE_LIST, CREATE_COMPARE_LIST, REMOVE_FROM_COMPARE_LIST } from './compareActions.gql';
import { COMPARE_SUMMARY } from './compareSummary.gql';
import { productIdFromUid } from './productId';

// What a compare button does when pressed. Its own chunk, loaded on the first press: product
// lists and pages carry only the button and the summary it reads.

export interface CompareToggle {
  client: ApolloClient;
  /** The product's uid (compare lists take its numeric id: productIdFromUid). */
  productUid: string;
  productName: string;
  /** Add the product (else remove it). */
  add: boolean;
}

export interface CompareFeedback {
  addToast: ToastApi['addToast'];
  formatMessage: IntlShape['formatMessage'];
  /** Opens the comparison (the toast's action). */
  viewList(): void;
}

/**
 * The product added to the stored list; a new list holding it when there is none, or when Magento
 * refuses the stored one (deleted, or left from another shopper). A failed network is no refusal.
 */
async function addToList(client: ApolloClient, listUid: string | null, productId: string): Promise<CompareSummaryFieldsFragment | null> {
  if (listUid) {
    try {
      const { data } = await client.mutate({ mutation: ADD_TO_COMPARE_LIST, variables: { uid: listUid, products: [productId] } });
      if (data?.addProductsToCompareList) return data.addProductsToCompareList;
    } catch (error) {
      if (!graphQLErrorMessages(error).length) throw error;
    }
  }
  const { data } = await client.mutate({ mutation: CREATE_COMPARE_LIST, variables: { products: [productId] } });
  return data?.createCompareList ?? null;
}

/** Presses run one after another, each on the list as the one before left it (two quick first presses make one list). */
let queue: Promise<void> = Promise.resolve();

/** Adds the product to the list or removes it; says so (or why not) in a toast. Resolves when done. */
export function toggleCompared(toggle: CompareToggle, feedback: CompareFeedback): Promise<void> {
  queue = queue.then(() => runToggle(toggle, feedback));
  return queue;
}

async function runToggle({ client, productUid, productName, add }: CompareToggle, { addToast, formatMessage, viewList }: CompareFeedback): Promise<void> {
  const listUid = storedCompareListUid();
  try {
    const productId = productIdFromUid(productUid);
    if (!productId) throw new Error();
    if (add) {
      const list = await addToList(client, listUid, productId);
      if (!list) throw new Error();
      // The summary of a new list is known already: the header and buttons need not ask for it.
      client.writeQuery({ query: COMPARE_SUMMARY, variables: { uid: list.uid }, data: { compareList: list } });
      storeCompareListUid(list.uid);
    } else if (listUid) {
      await client.mutate({ mutation: REMOVE_FROM_COMPARE_LIST, variables: { uid: listUid, products: [productId] } });
    }
    addToast({
      type: 'success',
      message: formatMessage({ id: add ? 'compareToggle.added' : 'compareToggle.removed' }, { name: productName }),
      actionText: formatMessage({ id: 'compareToggle.view' }),
      onAction: (remove) => {
        remove();
        viewList();
      },
    });
  } catch (error) {
    addToast({ type: 'error', message: deriveErrorMessage(error), dismissable: true });
  }
}
