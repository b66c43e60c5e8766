import { defineContentType } from '../../contentType';
import { aggregateTabs } from './aggregate';
import { Tabs } from './Tabs';

export default defineContentType({ aggregate: aggregateTabs, Component: Tabs });
