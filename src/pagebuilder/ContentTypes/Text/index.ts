import { defineContentType } from '../../contentType';
import { aggregateText } from './aggregate';
import { Text } from './Text';

export default defineContentType({ aggregate: aggregateText, Component: Text });
