/**
 * A Flux Standard Action. A type alias, not an interface, so that it is a Redux
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

/** The `REQUEST`/`RECEIVE` pair in a `defineActions` map. */
export const REQUEST_RECEIVE = { REQUEST: undefined, RECEIVE: undefined };

/** Nested action types: `{ ADD_ITEM: { REQUEST: undefined, RECEIVE: undefined } }`. */
export interface ActionMap {
  [type: string]: ActionMap | undefined;
}

/** A Flux Standard Action creator for `type`: an Error payload makes an error action. */
function actionCreator<P>(type: string): ActionCreator<P> {
  const create = (payload: P): FluxAction<P> => ({ type, ...(payload !== undefined ? { payload } : {}), ...(payload instanceof Error ? { error: true } : {}) }) as FluxAction<P>;
  return Object.assign(create, { toString: () => type });
}

/** `ADD_ITEM` → `addItem`: the creator's name in the slice's actions object. */
const camelCase = (type: string) => type.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function creatorsOf(prefix: string, actionMap: ActionMap): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(actionMap).map(([type, nested]) => [camelCase(type), nested ? creatorsOf(`${prefix}/${type}`, nested) : actionCreator(`${prefix}/${type}`)]),
  );
}

/**
 * The slice's action creators under its prefix (`CART/ADD_ITEM/REQUEST` as `addItem.request`),
 * typed by the slice's own interface.
 */
export function defineActions<T>(prefix: string, actionMap: ActionMap, ...identityActions: string[]): T {
  return creatorsOf(prefix, { ...actionMap, ...Object.fromEntries(identityActions.map((type) => [type, undefined])) }) as T;
}

/** Marks an error action as dealt with where it was dispatched, so it is not reported as unhandled. */
export function asHandled<A extends FluxAction<unknown>>(action: A): A {
  return { ...action, meta: { handled: true } };
}

/** The message of anything thrown. */
export function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
