import { type FirstPaint } from '../../../app/pages/firstPaint';
import { listingFirstPaint } from '../product-listing/listingFirstPaint';

const firstPaint: FirstPaint = async (context) => (context.route?.uid ? listingFirstPaint(context, { categoryUid: context.route.uid }) : null);
export default firstPaint;
