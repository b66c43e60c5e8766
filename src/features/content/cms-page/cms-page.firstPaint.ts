import { type FirstPaint } from '../../../app/pages/firstPaint';
import { cmsFirstPaint } from './cmsFirstPaint';

const firstPaint: FirstPaint = async (context) => (context.route?.identifier ? cmsFirstPaint(context, context.route.identifier) : null);
export default firstPaint;
