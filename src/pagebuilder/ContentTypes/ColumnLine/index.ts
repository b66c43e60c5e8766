import { defineContentType } from '../../contentType';
import { readCommonProperties } from '../../properties/commonProperties';
import { ColumnLine } from './ColumnLine';

export default defineContentType({ aggregate: (node) => readCommonProperties(node), Component: ColumnLine });
