import { defineContentType } from '../../contentType';
import { aggregateDivider } from './aggregate';
import { Divider } from './Divider';

export default defineContentType({ aggregate: aggregateDivider, Component: Divider });
