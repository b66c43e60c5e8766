import { defineContentType } from '../../contentType';
import { aggregateSlider } from './aggregate';
import { Slider } from './Slider';

export default defineContentType({ aggregate: aggregateSlider, Component: Slider });
