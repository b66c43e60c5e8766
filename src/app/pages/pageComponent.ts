import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyMessageGroup } from '../../lib/i18n/messageGroups';
import { withMessageGroup } from '../../lib/i18n/withMessageGroup';
import { messageGroupOf, type PageBase } from './definePage';

/** Made components by page (their props differ by page, hence unknown). */
const components = new WeakMap<object, unknown>();

/**
 * The page's lazy component, made once per page. Its chunk brings the English strings of the
 * page's group (scripts/babel/lazyChunks.js); a translation loads beside it, and both are
 * registered before the page renders.
 */
export function pageComponent<Props>(page: PageBase<Props>): LazyExoticComponent<ComponentType<Props>> {
  const made = components.get(page) as LazyExoticComponent<ComponentType<Props>> | undefined;
  if (made) return made;
  const group = messageGroupOf(page);
  const component = lazy(group ? withMessageGroup(group as LazyMessageGroup, page.component) : page.component);
  components.set(page, component);
  return component;
}
