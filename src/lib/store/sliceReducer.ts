import { handleActions } from 'redux-actions';
import { type ActionCreator, type FluxAction } from './actionCreators';

/** One case of a slice reducer: the action type and how it changes the state. */
export interface ReducerCase<S> {
  type: string;
  // `never`: each case reads the payload type of its own creator (see `on`), so the map needs none.
  reduce: (state: S, action: FluxAction<never>) => S;
}

/** A case for `creator`'s actions; its payload is typed by the creator, so no handler casts it. */
export function on<S, P>(creator: ActionCreator<P>, reduce: (state: S, action: FluxAction<P>) => S): ReducerCase<S> {
  return { type: String(creator), reduce };
}

/** A slice's reducer from its cases (redux-actions `handleActions` underneath). */
export function sliceReducer<S>(initialState: S, ...cases: ReducerCase<S>[]) {
  return handleActions<S, never>(Object.fromEntries(cases.map(({ type, reduce }) => [type, reduce])), initialState);
}
