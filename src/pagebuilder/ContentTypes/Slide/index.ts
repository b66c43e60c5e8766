import { defineContentType } from '../../contentType';
import { aggregateBanner } from '../Banner/aggregate';
import { Slide } from './Slide';

export default defineContentType({ aggregate: aggregateBanner, Component: Slide });
