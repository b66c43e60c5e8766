export { createStore, type AppStore, type CreateStoreOptions } from './createStore';
export { useAppDispatch, useAppSelector } from './hooks';
export type { AppDispatch, AppThunk, CacheEviction, RootState, ThunkExtra } from './types';
