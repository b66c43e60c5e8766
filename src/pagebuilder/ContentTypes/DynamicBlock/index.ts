import { defineContentType } from '../../contentType';
import { aggregateDynamicBlock } from './aggregate';
import { DynamicBlock } from './DynamicBlock';

export default defineContentType({ aggregate: aggregateDynamicBlock, Component: DynamicBlock });
