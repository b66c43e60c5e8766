import { defineContentType } from '../../contentType';
import { aggregateRow } from './aggregate';
import { Row } from './Row';

export default defineContentType({ aggregate: aggregateRow, Component: Row });
