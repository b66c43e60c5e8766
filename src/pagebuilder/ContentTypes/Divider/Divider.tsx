import { boxProps } from '../../shared/boxProps';
import { type DividerProps } from './aggregate';
import styles from './divider.module.css';

/** A horizontal line in the stored colour, thickness and width. */
export function Divider({ lineColor, lineThickness, lineWidth, lineStyleId, ...common }: DividerProps) {
  return (
    <div {...boxProps(common, styles.divider)}>
      <hr className={styles.line} data-pb-style={lineStyleId ?? undefined} style={{ borderTopColor: lineColor, borderTopWidth: lineThickness, width: lineWidth }} />
    </div>
  );
}
