import { readingParams } from '../../../app/pages/firstPaint';
import { listingFirstPaint } from '../product-listing/listingFirstPaint';
import { isListingParam } from '../product-listing/listingUrl';

export default readingParams(async (context) => (context.route?.uid ? listingFirstPaint(context, { categoryUid: context.route.uid }) : null), isListingParam);
