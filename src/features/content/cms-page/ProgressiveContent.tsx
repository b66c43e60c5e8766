import { startTransition, useEffect, useState } from 'react';
import { useLoadedAndIdle } from '../../../lib/scheduling/useLoadedAndIdle';
import { useNearViewport } from '../../../lib/ui/useNearViewport';
import { ContentTree } from '../../../pagebuilder/ContentTree';
import { type ContentNode } from '../../../pagebuilder/parse/contentNode';
import { preloadContentTypesOf } from '../../../pagebuilder/registry';
import { usePageBuilderContent } from '../../../pagebuilder/usePageBuilderContent';
import styles from './cms.module.css';

/**
 * One content block after the first ones: rendered once the page has loaded and the shopper scrolls
 * near it, as a transition (React renders it in slices, so the page keeps answering). Until then
 * a screen-high placeholder keeps the blocks after it out of view, so nothing visible moves; its
 * heavy types' code (a product floor's) is loaded first, so the block does not grow once shown.
 */
function LaterBlock({ node, loaded }: { node: ContentNode; loaded: boolean }) {
  const { ref, near } = useNearViewport<HTMLDivElement>('600px', loaded);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!near) return;
    let current = true;
    const show = () => {
      if (current) startTransition(() => setShown(true));
    };
    preloadContentTypesOf(node).then(show, show);
    return () => {
      current = false;
    };
  }, [near, node]);
  return shown ? <ContentTree nodes={[node]} /> : <div ref={ref} className={styles.restPlaceholder} />;
}

export interface ProgressiveContentProps {
  html: string;
  firstBlocks: number;
  /** spec §2 (the home page): the first blocks sit in the floor wrapper. */
  floorWrapper: boolean;
}

/** Long Page Builder content: its first blocks at once (the page's main content), the rest block by block as the shopper scrolls. */
export function ProgressiveContent({ html, firstBlocks, floorWrapper }: ProgressiveContentProps) {
  const { nodes } = usePageBuilderContent(html);
  // Not before the first screen (its largest picture) has loaded, even on a screen tall enough to show more.
  const loaded = useLoadedAndIdle();
  const first = <ContentTree nodes={nodes.slice(0, firstBlocks)} priority />;
  return (
    <>
      {floorWrapper ? (
        <div className={styles.floor} data-floor="first">
          {first}
        </div>
      ) : (
        first
      )}
      {nodes.slice(firstBlocks).map((node, index) => (
        <LaterBlock key={index} node={node} loaded={loaded} />
      ))}
    </>
  );
}
