import { type DocumentNode } from 'graphql';
import { type Preload, type ShellPicture } from './injectIntoHtml';

export interface GraphqlRequest {
  query: DocumentNode;
  variables?: Record<string, unknown>;
}

/** Runs one query as a shopper with nothing stored; resolves its data, or null when it failed. */
export type RunQuery = <T = Record<string, unknown>>(request: GraphqlRequest) => Promise<T | null>;

/** The page a URL shows, as far as its first screen's data goes. */
export type PageKind =
  | { kind: 'home' }
  | { kind: 'search' }
  | { kind: 'cms'; identifier: string }
  | { kind: 'category'; uid: string }
  | { kind: 'product'; uid: string };

export interface FirstPaintPlan {
  /** The named chunk groups of the page's lazy components (their webpackChunkName). */
  chunks: string[];
  /** The page's largest image (one per media query when phones get another), preloaded exactly as its <img> asks for it. */
  images: Preload[];
  /** The picture the static shell shows in its banner until the app renders (the home slider's first slide). */
  shellPicture?: ShellPicture;
}
