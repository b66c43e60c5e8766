import { defineContentType } from '../../contentType';
import { aggregateBanner } from './aggregate';
import { Banner } from './Banner';

export default defineContentType({ aggregate: aggregateBanner, Component: Banner });
