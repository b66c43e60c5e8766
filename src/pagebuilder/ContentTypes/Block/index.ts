import { defineContentType } from '../../contentType';
import { aggregateBlock } from './aggregate';
import { Block } from './Block';

export default defineContentType({ aggregate: aggregateBlock, Component: Block });
