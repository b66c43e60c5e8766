import { defineContentType } from '../../contentType';
import { aggregateButtonItem } from './aggregate';
import { ButtonItem } from './ButtonItem';

export default defineContentType({ aggregate: aggregateButtonItem, Component: ButtonItem });
