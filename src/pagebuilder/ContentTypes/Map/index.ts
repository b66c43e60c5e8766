import { defineContentType } from '../../contentType';
import { aggregateMap } from './aggregate';
import { LocationMap } from './LocationMap';

export default defineContentType({ aggregate: aggregateMap, Component: LocationMap });
