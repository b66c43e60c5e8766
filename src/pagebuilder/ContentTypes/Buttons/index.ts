import { defineContentType } from '../../contentType';
import { aggregateButtons } from './aggregate';
import { Buttons } from './Buttons';

export default defineContentType({ aggregate: aggregateButtons, Component: Buttons });
