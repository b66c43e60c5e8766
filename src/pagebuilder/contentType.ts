import { createElement, type ComponentType, type ReactNode } from 'react';
import { type ContentNode } from './parse/contentNode';

/** What every content type's component receives besides its aggregated props. */
export interface ContentTypeChildren {
  /** The nested content types, already rendered. */
  children?: ReactNode;
  /** The parsed node, for types that read their children's data (tabs, slider). */
  node: ContentNode;
}

/** A content type: how its props are read from storage HTML, and how they are shown. */
export interface ContentTypeConfig<Props extends { isHidden?: boolean }> {
  aggregate(node: ContentNode): Props;
  Component: ComponentType<Props & ContentTypeChildren>;
}

/** A registered content type: aggregates a node and renders it (null when the merchant hid it). */
export interface RenderableContentType {
  render(node: ContentNode, children: ReactNode): ReactNode;
}

export function defineContentType<Props extends { isHidden?: boolean }>(config: ContentTypeConfig<Props>): RenderableContentType & ContentTypeConfig<Props> {
  return {
    ...config,
    render(node, children) {
      const props = config.aggregate(node);
      if (props.isHidden) return null;
      return createElement(config.Component, { ...props, node }, children);
    },
  };
}
