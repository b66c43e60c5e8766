import type { ActionCreator, FluxAction } from './actionCreators';

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

/** A slice's reducer from its cases: an action of another type leaves the state as it is. */
export function sliceReducer<S>(initialState: S, ...cases: ReducerCase<S>[]) {
  const reducers = new Map(cases.map(({ type, reduce }) => [type, reduce]));
  return (state: S = initialState, action: { type: string }): S => {
    const reduce = reducers.get(action.type);
    return reduce ? reduce(state, action as FluxAction<never>) : state;
  };
}
