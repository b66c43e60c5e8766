import { createTestStore } from '../../testing/createTestStore';
import actions from '../actions';
import { selectChildCategories } from '../selectors';

const tree = {
  uid: 'root',
  name: 'Default Category',
  position: 0,
  children: [
    { uid: 'Yg==', name: 'Skincare', position: 2, children: [{ uid: 'Yz==', name: 'Serum', position: 1 }] },
    { uid: 'Yw==', name: 'Vitamins', position: 1 },
    { uid: 'Ya==', name: 'Baby', position: 2 },
  ],
};

describe('catalog slice', () => {
  it('starts on page 1 with 6 products a page', () => {
    expect(createTestStore().store.getState().catalog).toEqual({
      categories: {},
      currentPage: 1,
      pageSize: 6,
      prevPageTotal: null,
    });
  });

  it('flattens a category tree by uid, children as uids sorted by position then uid, each knowing its parent', () => {
    const { store } = createTestStore();
    store.dispatch(actions.updateCategories(tree));
    const { categories } = store.getState().catalog;

    expect(categories.root).toMatchObject({ name: 'Default Category', children: ['Yw==', 'Ya==', 'Yg=='], children_count: 3 });
    expect(categories['Yg==']).toMatchObject({ name: 'Skincare', parentId: 'root', children: ['Yz=='], children_count: 1 });
    expect(categories['Yz==']).toMatchObject({ name: 'Serum', parentId: 'Yg==', children: [], children_count: 0 });
    expect(selectChildCategories(store.getState(), 'root').map(({ name }) => name)).toEqual(['Vitamins', 'Baby', 'Skincare']);
  });

  it('keeps what it knew of a category when a shallower answer comes later', () => {
    const { store } = createTestStore();
    store.dispatch(actions.updateCategories(tree));
    store.dispatch(actions.updateCategories({ uid: 'Yg==', name: 'Skin Care', children_count: 1 }));
    expect(store.getState().catalog.categories['Yg==']).toMatchObject({ name: 'Skin Care', children: ['Yz=='], parentId: 'root' });
  });

  it('sets the current page and the previous page total', () => {
    const { store } = createTestStore();
    store.dispatch(actions.setCurrentPage(3));
    store.dispatch(actions.setPrevPageTotal(14));
    expect(store.getState().catalog).toMatchObject({ currentPage: 3, prevPageTotal: 14 });
  });
});
