import { defineContentType } from '../../contentType';
import { aggregateColumn } from './aggregate';
import { Column } from './Column';

export default defineContentType({ aggregate: aggregateColumn, Component: Column });
