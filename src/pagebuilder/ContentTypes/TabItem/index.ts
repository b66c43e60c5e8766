import { defineContentType } from '../../contentType';
import { aggregateTabItem } from './aggregate';
import { TabItem } from './TabItem';

export default defineContentType({ aggregate: aggregateTabItem, Component: TabItem });
