import { defineContentType } from '../../contentType';
import { readCommonProperties } from '../../properties/commonProperties';
import { ColumnGroup } from './ColumnGroup';

export default defineContentType({ aggregate: (node) => readCommonProperties(node), Component: ColumnGroup });
