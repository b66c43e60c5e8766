import { withMessageGroup } from '../lib/i18n/withMessageGroup';
import { type RenderableContentType } from './contentType';
import { type ContentNode } from './parse/contentNode';
import block from './ContentTypes/Block';
import buttonItem from './ContentTypes/ButtonItem';
import buttons from './ContentTypes/Buttons';
import column from './ContentTypes/Column';
import columnGroup from './ContentTypes/ColumnGroup';
import columnLine from './ContentTypes/ColumnLine';
import heading from './ContentTypes/Heading';
import image from './ContentTypes/Image';
import row from './ContentTypes/Row';
import text from './ContentTypes/Text';

/**
 * A heavy content type: its code (aggregator and component) is a separate chunk, loaded where used.
 * Types with strings load with withMessageGroup, so their chunk brings the 'page-builder' message group.
 */
export interface LazyContentType {
  load(): Promise<{ default: RenderableContentType }>;
}

export type RegistryEntry = RenderableContentType | LazyContentType;

export const isLazyContentType = (entry: RegistryEntry): entry is LazyContentType => 'load' in entry;

/** data-content-type -> how to render it. */
const registry: Record<string, RegistryEntry> = {
  row,
  'column-group': columnGroup,
  'column-line': columnLine,
  column,
  text,
  heading,
  image,
  buttons,
  'button-item': buttonItem,
  block,
  // Small but rarely in the first screen: kept out of the code every content page loads.
  divider: { load: () => import(/* webpackChunkName: "pb-extras" */ './ContentTypes/Divider') },
  html: { load: () => import(/* webpackChunkName: "pb-extras" */ './ContentTypes/Html') },
  dynamic_block: { load: () => import(/* webpackChunkName: "pb-extras" */ './ContentTypes/DynamicBlock') },
  banner: { load: () => import(/* webpackChunkName: "pb-banner" */ './ContentTypes/Banner') },
  slider: { load: withMessageGroup('page-builder', () => import(/* webpackChunkName: "pb-slider" */ './ContentTypes/Slider')) },
  slide: { load: () => import(/* webpackChunkName: "pb-slider" */ './ContentTypes/Slide') },
  products: { load: withMessageGroup('page-builder', () => import(/* webpackChunkName: "pb-products" */ './ContentTypes/Products')) },
  tabs: { load: () => import(/* webpackChunkName: "pb-tabs" */ './ContentTypes/Tabs') },
  'tab-item': { load: () => import(/* webpackChunkName: "pb-tabs" */ './ContentTypes/TabItem') },
  video: { load: withMessageGroup('page-builder', () => import(/* webpackChunkName: "pb-video" */ './ContentTypes/Video')) },
  map: { load: withMessageGroup('page-builder', () => import(/* webpackChunkName: "pb-map" */ './ContentTypes/Map')) },
};

export function contentTypeFor(type: string): RegistryEntry | null {
  return Object.hasOwn(registry, type) ? registry[type] : null;
}

/** Starts loading a heavy type's code ahead of its first render (nothing for a type already in the core). */
export function preloadContentType(type: string): Promise<unknown> {
  const entry = contentTypeFor(type);
  return entry && isLazyContentType(entry) ? entry.load() : Promise.resolve();
}

/** Loads the code of every heavy type in a content node and the nodes inside it, so it renders in one go. */
export function preloadContentTypesOf(node: ContentNode): Promise<unknown> {
  const types = new Set<string>();
  const visit = ({ type, children }: ContentNode) => {
    types.add(type);
    children.forEach(visit);
  };
  visit(node);
  return Promise.all([...types].map(preloadContentType));
}
