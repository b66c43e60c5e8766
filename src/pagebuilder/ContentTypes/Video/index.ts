import { defineContentType } from '../../contentType';
import { aggregateVideo } from './aggregate';
import { Video } from './Video';

export default defineContentType({ aggregate: aggregateVideo, Component: Video });
