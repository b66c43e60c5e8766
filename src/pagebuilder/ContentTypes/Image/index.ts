import { defineContentType } from '../../contentType';
import { aggregateImage } from './aggregate';
import { Image } from './Image';

export default defineContentType({ aggregate: aggregateImage, Component: Image });
