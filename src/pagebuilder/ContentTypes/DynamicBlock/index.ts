import { defineContentType } from '../../contentType';
import { Block } from '../Block/Block';
import { aggregateDynamicBlock } from './aggregate';

// Shown like a block rendered inline: its children, or its HTML, or nothing.
export default defineContentType({ aggregate: aggregateDynamicBlock, Component: Block });
