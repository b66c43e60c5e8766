import { defineContentType } from '../../contentType';
import { aggregateHtml } from './aggregate';
import { Html } from './Html';

export default defineContentType({ aggregate: aggregateHtml, Component: Html });
