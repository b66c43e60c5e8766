import { ContentTree } from '../../pagebuilder/ContentTree';
import { usePageBuilderContent } from '../../pagebuilder/usePageBuilderContent';
import { useLoadedAndIdle } from '../../lib/scheduling/useLoadedAndIdle';
import { useNearViewport } from '../../lib/ui/useNearViewport';
import styles from './cms.module.css';

/**
 * A long home page: its first content blocks in the floor wrapper at once, the rest once the page
 * has loaded and the shopper scrolls near it (it is appended below, so nothing visible moves).
 */
export function FloorContent({ html, firstBlocks }: { html: string; firstBlocks: number }) {
  const { nodes } = usePageBuilderContent(html);
  // Not before the first screen (the slider's picture) has loaded, even on a screen tall enough to show more.
  const loaded = useLoadedAndIdle();
  const { ref, near } = useNearViewport<HTMLDivElement>('800px', loaded);
  const rest = nodes.slice(firstBlocks);
  return (
    <>
      <div className={styles.floor} data-floor="first">
        <ContentTree nodes={nodes.slice(0, firstBlocks)} />
      </div>
      {rest.length ? <div ref={ref}>{near ? <ContentTree nodes={rest} /> : <div className={styles.restPlaceholder} />}</div> : null}
    </>
  );
}
