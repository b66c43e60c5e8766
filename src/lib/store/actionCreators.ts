import { createActions, type ActionMap } from 'redux-actions';

/**
 * A Flux Standard Action. A type alias, not redux-actions' interface, so that it is a Redux
 * `UnknownAction`; `meta.handled` marks an error already dealt with where it was dispatched.
 */
export type FluxAction<P> = { type: string; payload: P; error?: boolean; meta?: { handled?: boolean } };

/** A Flux Standard Action creator; `String(creator)` is its action type. */
export interface ActionCreator<P = void> {
  (payload: P): FluxAction<P>;
  toString(): string;
}

/** A request/receive pair: `receive(error)` makes an action with `error: true`. */
export interface AsyncActionPair<RequestPayload = void, ReceivePayload = void> {
  request: ActionCreator<RequestPayload>;
  receive: ActionCreator<ReceivePayload | Error>;
}

/** The `REQUEST`/`RECEIVE` pair in a createActions map. */
export const REQUEST_RECEIVE = { REQUEST: undefined, RECEIVE: undefined };

/**
 * redux-actions `createActions` under a slice prefix (`CART/ADD_ITEM/REQUEST`), typed by the
 * slice's own interface since the library's types cannot describe nested maps.
 */
export function defineActions<T>(prefix: string, actionMap: ActionMap<unknown, unknown>, ...identityActions: string[]): T {
  return createActions(actionMap, ...identityActions, { prefix }) as unknown as T;
}

/** Marks an error action as dealt with where it was dispatched, so it is not reported as unhandled. */
export function asHandled<A extends FluxAction<unknown>>(action: A): A {
  return { ...action, meta: { handled: true } };
}

/** The message of anything thrown. */
export function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
