import { type FirstPaint } from '../../../app/pages/firstPaint';
import { listingFirstPaint } from '../../catalog/product-listing/listingFirstPaint';

const firstPaint: FirstPaint = (context) => listingFirstPaint(context, { search: context.url.searchParams.get('query') ?? '' });
export default firstPaint;
