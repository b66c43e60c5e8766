import { useDispatch, useSelector } from 'react-redux';
import { type AppDispatch, type RootState } from './types';

/** react-redux hooks typed for this store (thunks included). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
