import { defineActions, type ActionCreator } from '../actionCreators';
import type { CategoryNode } from './reducer';

export interface CatalogActions {
  /** Payload: a category with its nested children, as the category query answers. */
  updateCategories: ActionCreator<CategoryNode>;
  setCurrentPage: ActionCreator<number>;
  setPrevPageTotal: ActionCreator<number | null>;
}

const actions = defineActions<CatalogActions>('CATALOG', {}, 'UPDATE_CATEGORIES', 'SET_CURRENT_PAGE', 'SET_PREV_PAGE_TOTAL');

export default actions;
