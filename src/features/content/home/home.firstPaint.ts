import { type FirstPaint } from '../../../app/pages/firstPaint';
import { cmsFirstPaint } from '../cms-page/cmsFirstPaint';
import { homePageIdentifier } from './homeIdentifier';

/**
 * The home page is the CMS page storeConfig names. Its Page Builder code (the slider's too) loads
 * after the page's load event (HomeContent.tsx), so only its picture is sent early.
 */
const firstPaint: FirstPaint = async (context) => {
  const plan = await cmsFirstPaint(context, homePageIdentifier(context.storeConfig?.cms_home_page));
  return { ...plan, chunks: [] };
};
export default firstPaint;
