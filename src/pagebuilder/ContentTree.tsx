import { useInternalLinks } from '../features/cms-block/useInternalLinks';
import { ContentTypeRenderer } from './ContentTypeRenderer';
import { type ContentNode } from './parse/contentNode';
import styles from './contentTree.module.css';

export interface ContentTreeProps {
  nodes: readonly ContentNode[];
  className?: string;
}

/** Parsed Page Builder content; its links to this shop navigate inside the app. */
export function ContentTree({ nodes, className }: ContentTreeProps) {
  const onClick = useInternalLinks();
  return (
    // The click handler only routes clicks that bubble from the links inside.
    <div className={className ? `${styles.root} ${className}` : styles.root} onClick={onClick}>
      {nodes.map((node, index) => (
        <ContentTypeRenderer key={index} node={node} />
      ))}
    </div>
  );
}
