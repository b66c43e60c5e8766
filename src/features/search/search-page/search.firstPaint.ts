import { readingParams } from '../../../app/pages/firstPaint';
import { listingFirstPaint } from '../../catalog/product-listing/listingFirstPaint';
import { isListingParam } from '../../catalog/product-listing/listingUrl';

const SEARCH_PARAM = 'query';

export default readingParams(
  (context) => listingFirstPaint(context, { search: context.url.searchParams.get(SEARCH_PARAM) ?? '' }),
  (name) => name === SEARCH_PARAM || isListingParam(name),
);
