import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { type RenderableContentType } from './contentType';
import { type ContentNode } from './parse/contentNode';
import { readCommonProperties } from './properties/commonProperties';
import { contentTypeFor, isLazyContentType, type LazyContentType } from './registry';

interface NodeProps {
  node: ContentNode;
}

/** Keeps one broken content type from breaking the page: it renders nothing and tells developers. */
class NodeBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error(`Page Builder: the ${this.props.type} content type could not be shown.`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

const warnedTypes = new Set<string>();
function warnUnknown(type: string) {
  if (warnedTypes.has(type)) return;
  warnedTypes.add(type);
  console.warn(`Page Builder: no renderer for the "${type}" content type; its children are shown.`);
}

const lazyComponents = new Map<LazyContentType, ComponentType<NodeProps & { children?: ReactNode }>>();
function lazyComponent(entry: LazyContentType) {
  let component = lazyComponents.get(entry);
  if (!component) {
    component = lazy(() =>
      entry.load().then(({ default: type }: { default: RenderableContentType }) => ({
        default: ({ node, children }: NodeProps & { children?: ReactNode }) => <Rendered type={type} node={node}>{children}</Rendered>,
      })),
    );
    lazyComponents.set(entry, component);
  }
  return component;
}

/** While a heavy type's code loads: its box with the stored height and margins, so nothing shifts. */
function Placeholder({ node }: NodeProps) {
  const { styleId, isHidden, style } = readCommonProperties(node);
  if (isHidden) return null;
  return <div aria-hidden="true" data-pb-style={styleId ?? undefined} style={{ minHeight: style.minHeight, margin: style.margin, marginTop: style.marginTop, marginBottom: style.marginBottom }} />;
}

/** A separate component so that an aggregator's exception is caught by the boundary above it. */
function Rendered({ type, node, children }: NodeProps & { type: RenderableContentType; children?: ReactNode }) {
  return <>{type.render(node, children)}</>;
}

/** Renders one content type and, through it, its children. */
export function ContentTypeRenderer({ node }: NodeProps) {
  const children = node.children.length ? node.children.map((child, index) => <ContentTypeRenderer key={index} node={child} />) : undefined;
  const entry = contentTypeFor(node.type);
  if (!entry) {
    warnUnknown(node.type);
    return <>{children}</>;
  }
  if (isLazyContentType(entry)) {
    const LazyType = lazyComponent(entry);
    return (
      <NodeBoundary type={node.type}>
        <Suspense fallback={<Placeholder node={node} />}>
          <LazyType node={node}>{children}</LazyType>
        </Suspense>
      </NodeBoundary>
    );
  }
  return (
    <NodeBoundary type={node.type}>
      <Rendered type={entry} node={node}>
        {children}
      </Rendered>
    </NodeBoundary>
  );
}
