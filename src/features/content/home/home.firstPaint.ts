import { type FirstPaint } from '../../../app/pages/firstPaint';
import { cmsFirstPaint } from '../cms-page/cmsFirstPaint';
import { homePageIdentifier } from './homeIdentifier';

/** The home page is the CMS page storeConfig names. */
const firstPaint: FirstPaint = (context) => cmsFirstPaint(context, homePageIdentifier(context.storeConfig?.cms_home_page));
export default firstPaint;
