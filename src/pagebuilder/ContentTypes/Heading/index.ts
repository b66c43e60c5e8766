import { defineContentType } from '../../contentType';
import { aggregateHeading } from './aggregate';
import { Heading } from './Heading';

export default defineContentType({ aggregate: aggregateHeading, Component: Heading });
