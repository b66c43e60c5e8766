import { on, sliceReducer } from '../sliceReducer';
import actions from './actions';

/** A category as received: children nested. */
export interface CategoryNode {
  uid: string;
  position?: number;
  children_count?: number;
  children?: CategoryNode[];
  [field: string]: unknown;
}

/** A category as stored: children by uid, with a link to its parent. */
export interface CatalogCategory extends Omit<CategoryNode, 'children'> {
  children: string[];
  children_count: number;
  parentId?: string;
}

export interface CatalogState {
  categories: Record<string, CatalogCategory>;
  currentPage: number;
  pageSize: number;
  prevPageTotal: number | null;
}

export const initialCatalogState: CatalogState = {
  categories: {},
  currentPage: 1,
  pageSize: 6,
  prevPageTotal: null,
};

/** By position, then by uid. */
function compareCategories(a: CategoryNode, b: CategoryNode): number {
  const byPosition = (a.position ?? 0) - (b.position ?? 0);
  if (byPosition !== 0) return byPosition;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

/** Flattens a category tree into `categories`, keeping what earlier, deeper answers knew. */
function addTree(categories: Record<string, CatalogCategory>, node: CategoryNode, parentId?: string): void {
  const { children: nested, ...fields } = node;
  const known = categories[node.uid];
  const children = nested ? [...nested].sort(compareCategories) : undefined;
  categories[node.uid] = {
    ...known,
    ...fields,
    children: children ? children.map(({ uid }) => uid) : (known?.children ?? []),
    children_count: node.children_count ?? children?.length ?? known?.children_count ?? 0,
    parentId: parentId ?? known?.parentId,
  };
  for (const child of children ?? []) addTree(categories, child, node.uid);
}

export default sliceReducer<CatalogState>(
  initialCatalogState,
  on(actions.updateCategories, (state, { payload }) => {
    const categories = { ...state.categories };
    addTree(categories, payload);
    return { ...state, categories };
  }),
  on(actions.setCurrentPage, (state, { payload }) => ({ ...state, currentPage: payload })),
  on(actions.setPrevPageTotal, (state, { payload }) => ({ ...state, prevPageTotal: payload })),
);
