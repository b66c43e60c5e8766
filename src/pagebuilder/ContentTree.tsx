import { useInternalLinks } from './shared/useInternalLinks';
import { ContentTypeRenderer } from './ContentTypeRenderer';
import { FirstScreenContext } from './firstScreen';
import { type ContentNode } from './parse/contentNode';
import styles from './contentTree.module.css';

export interface ContentTreeProps {
  nodes: readonly ContentNode[];
  className?: string;
  /** The page's main content starts here: the first block's pictures load first. */
  priority?: boolean;
}

/** Parsed Page Builder content; its links to this shop navigate inside the app. */
export function ContentTree({ nodes, className, priority = false }: ContentTreeProps) {
  const onClick = useInternalLinks();
  return (
    // The click handler only routes clicks that bubble from the links inside.
    <div className={className ? `${styles.root} ${className}` : styles.root} onClick={onClick}>
      {nodes.map((node, index) => (
        <FirstScreenContext.Provider key={index} value={priority && index === 0}>
          <ContentTypeRenderer node={node} />
        </FirstScreenContext.Provider>
      ))}
    </div>
  );
}
