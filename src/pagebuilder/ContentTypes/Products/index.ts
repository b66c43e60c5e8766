import { defineContentType } from '../../contentType';
import { aggregateProducts } from './aggregate';
import { Products } from './Products';

export default defineContentType({ aggregate: aggregateProducts, Component: Products });
