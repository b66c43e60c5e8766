import { type ContentNode } from '../../parse/contentNode';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export type ColumnAlignment = 'top' | 'center' | 'bottom' | 'full-height';

export interface ColumnProps extends CommonProperties {
  alignment: ColumnAlignment;
  /** The stored width (e.g. "33.3333%"), or null to share the line evenly. */
  width: string | null;
}

const ALIGNMENTS: Record<string, ColumnAlignment> = {
  'align-top': 'top',
  'align-center': 'center',
  'align-bottom': 'bottom',
  'full-height': 'full-height',
};

export function aggregateColumn(node: ContentNode): ColumnProps {
  const common = readCommonProperties(node);
  const width = node.styleOf(node.element).width?.trim() || null;
  return { ...common, width, alignment: ALIGNMENTS[node.appearance] ?? 'full-height' };
}
