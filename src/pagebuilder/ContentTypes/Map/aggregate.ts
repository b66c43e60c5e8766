import { type MapLocation } from '../../../lib/map/mapLocation';
import { type ContentNode } from '../../parse/contentNode';
import { booleanAttribute } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';
import { readLocations } from './locations';

export interface MapProps extends CommonProperties {
  locations: MapLocation[];
  /** The map's zoom and type controls (Google's default UI). */
  showControls: boolean;
  /** The stored map height: reserved only when the map itself is drawn. */
  height: string;
}

/** Page Builder's map height when none is stored. */
const DEFAULT_HEIGHT = '300px';

export function aggregateMap(node: ContentNode): MapProps {
  const common = readCommonProperties(node);
  const { height, ...style } = common.style;
  return {
    ...common,
    style,
    locations: readLocations(node.element),
    showControls: booleanAttribute(node.element, 'data-show-controls', true),
    height: typeof height === 'string' && height.trim() ? height : typeof height === 'number' ? `${height}px` : DEFAULT_HEIGHT,
  };
}
